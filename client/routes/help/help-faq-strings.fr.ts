import type * as en from './help-faq-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_HOME_TEXT: Translation<typeof en.HELP_HOME_TEXT> = {
  keywords: ['aide', 'FAQ', 'contact', 'assistance'],
  intro: 'Trouvez une réponse dans notre FAQ ou le centre d’aide, ou contactez l’équipe nkoda.',
  description: 'Aide sur nkoda\u00a0: questions fréquentes, contact, signalement d’un problème et demande de musique.',
  linksLabel: 'Pages d’aide',
  faq: 'Questions fréquentes',
  faqAbout: 'Réponses sur l’application, votre compte et les abonnements.',
  contact: 'Nous contacter',
  contactAbout: 'Envoyez un message à l’équipe d’assistance.',
  report: 'Signaler un problème',
  reportAbout: 'Dites-nous ce qui ne fonctionne pas.',
  requestContent: 'Demander un contenu',
  requestContentAbout: 'Demandez la musique que vous aimeriez trouver dans la bibliothèque.',
  helpCentre: 'Centre d’aide',
  helpCentreAbout: 'Guides et articles sur toutes les fonctionnalités de nkoda.',
};

export const HELP_FAQ_TEXT: Translation<typeof en.HELP_FAQ_TEXT> = {
  keywords: ['FAQ', 'aide', 'assistance', 'application de partitions'],
  intro: 'Choisissez un sujet pour voir ses thèmes, puis un thème pour lire ses questions et réponses.',
  description: 'Questions fréquentes sur nkoda, par sujet et par thème.',
  categoriesLabel: 'Sujets de la FAQ',
  topicsLabel: 'Thèmes',
  legal: 'Mentions légales',
  scrollTop: 'Haut de page',
  topicLabel: (topic: number, title: string) => `${topic}. ${title}`,
  questionNumber: (topic: number, question: number) => `${topic}.${question}`,
};
