import type * as en from './help-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_FORM_TEXT: Translation<typeof en.HELP_FORM_TEXT> = {
  nameLabel: 'Nom',
  emailLabel: 'Adresse e-mail',
  messageLabel: 'Message',
  sendMessage: 'Envoyer le message',
  thanksTitle: 'Merci pour votre message',
  contact: {
    description: 'Contactez l’équipe d’assistance nkoda\u00a0: consultez le centre d’aide, discutez avec nous ou envoyez-nous un message.',
    keywords: ['contacter nkoda', 'assistance nkoda', 'centre d’aide', 'service client'],
    introBefore: 'Vous cherchez une réponse\u00a0? Consultez notre',
    helpCentre: 'centre d’aide',
    introAfter: ', ou contactez notre équipe d’assistance par le chatbot ou par e-mail grâce au formulaire ci-dessous.',
    formLabel: 'Formulaire de contact',
    thanks: 'Votre message a bien été transmis à notre équipe d’assistance. Nous vous répondrons par e-mail.',
  },
  report: {
    description: 'Signalez un problème ou proposez une idée à l’équipe nkoda\u00a0: vos retours façonnent le produit.',
    keywords: ['signaler un problème', 'avis', 'assistance nkoda', 'signaler un bug'],
    intro: 'Quelque chose ne fonctionne pas, ou vous avez une idée pour améliorer nkoda\u00a0? Dites-le-nous ci-dessous et l’équipe s’en occupera.',
    formLabel: 'Formulaire de signalement',
    thanks: 'Votre retour a bien été transmis à l’équipe. Nous lisons chaque signalement et vous répondrons par e-mail si nous avons besoin de précisions.',
  },
  requestContent: {
    title: 'Demander un contenu',
    description: 'Indiquez à nkoda les compositeurs, œuvres, éditions ou éditeurs que vous aimeriez trouver dans la bibliothèque.',
    keywords: ['demander une partition', 'demander un contenu', 'catalogue nkoda', 'compositeurs', 'éditions'],
    intro:
      'Nous enrichissons sans cesse notre catalogue. Dites-nous quels compositeurs, œuvres, éditions ou éditeurs vous aimeriez trouver sur nkoda, et nous ferons tout notre possible pour vous les proposer.',
    formLabel: 'Formulaire de demande de contenu',
    requiredMark: '*',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    messageLabel: 'Qu’aimeriez-vous trouver sur le produit\u00a0?',
    messagePlaceholder: 'Saisissez votre message ici',
    submit: 'Envoyer',
    noticeBefore: 'En cliquant sur Envoyer, vous acceptez nos',
    terms: 'conditions générales',
    noticeBetween: 'et notre',
    privacy: 'politique de confidentialité',
    thanksTitle: 'Merci pour votre demande',
    thanks: 'Nous allons tout faire pour vous proposer cette musique.',
    prefilledMessage: (query: string, filters: string) =>
      [query ? `J\u2019ai cherché \u00ab\u00a0${query}\u00a0\u00bb` : 'J\u2019ai cherché', filters ? `avec ces filtres\u00a0: ${filters}` : ''].filter(Boolean).join(' ') + '.',
  },
  siteContact: {
    title: 'Nous contacter',
    description: 'Contactez nkoda au sujet de votre abonnement, de notre catalogue, des offres pour les institutions ou des partenariats.',
    keywords: ['contacter nkoda', 'nkoda pour les institutions', 'partenariats', 'aide abonnement'],
    introTitle: 'Nous serions ravis de vous lire',
    intro: {
      default: 'Une question sur nkoda, votre abonnement ou notre catalogue\u00a0? Envoyez-nous un message et l’équipe vous répondra par e-mail.',
      institutions:
        'Présentez-nous votre école, conservatoire, université ou bibliothèque, et nous vous recontacterons au sujet de nkoda pour les institutions.',
      partnership:
        'Présentez-nous votre organisation et le partenariat que vous envisagez, et notre équipe partenariats vous répondra par e-mail.',
    },
    formLabel: 'Formulaire de contact',
  },
  backToHome: 'Retour à l’accueil',
};
