import type * as en from './cms-page-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LEGAL_TEXT: Translation<typeof en.LEGAL_TEXT> = {
  title: 'Mentions légales',
  intro: 'Les conditions qui s’appliquent lorsque vous utilisez nkoda, et la manière dont nous protégeons vos données.',
  description: 'Politique de confidentialité, contrat de licence, conditions générales et autres informations juridiques de la bibliothèque de partitions nkoda.',
  keywords: ['politique de confidentialité', 'conditions générales', 'contrat de licence', 'cookies', 'mentions légales nkoda'],
  lastUpdated: 'Dernière mise à jour\u00a0:',
  listLabel: 'Pages juridiques',
  none: 'Aucune page juridique à afficher pour le moment.',
};

export const FAQ_TEXT: Translation<typeof en.FAQ_TEXT> = {
  title: 'Questions fréquentes',
  crumb: 'FAQ',
  intro: 'Les réponses aux questions que l’on nous pose le plus souvent. Choisissez une question pour lire sa réponse.',
  description: 'Réponses aux questions courantes sur nkoda\u00a0: abonnements, applications, utilisation hors ligne, annotations et accès pour les établissements.',
  listLabel: 'Questions',
  keywords: ['FAQ', 'aide', 'abonnements', 'application de partitions'],
  none: 'Aucune question à afficher pour le moment.',
};

export const EVENTS_TEXT: Translation<typeof en.EVENTS_TEXT> = {
  title: 'Espaces d’apprentissage',
  intro: 'Ateliers, masterclasses et webinaires pour les interprètes, les enseignants et les élèves, en présentiel et en ligne.',
  description: 'Espaces d’apprentissage\u00a0: ateliers, masterclasses et webinaires proposés par nkoda aux interprètes, enseignants et élèves.',
  keywords: ['ateliers de musique', 'masterclasses', 'webinaires', 'éducation musicale'],
  featured: 'Événements à la une',
  upcoming: 'Événements à venir',
  past: 'Événements passés',
  noUpcoming: 'Aucun événement à venir pour le moment. Découvrez nos événements passés ci-dessous, et revenez bientôt.',
  eyebrow: 'Événement',
  when: 'Quand',
  where: 'Où',
  ukTime: '(heure du Royaume-Uni)',
  to: '–',
  register: 'Manifester votre intérêt',
  registrationClosed: 'Cet événement a déjà eu lieu\u00a0: les inscriptions sont closes.',
  seeUpcoming: 'Voir les événements à venir',
};
