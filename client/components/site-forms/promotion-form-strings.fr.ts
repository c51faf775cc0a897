import type * as en from './promotion-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PROMOTION_FORM_TEXT: Translation<typeof en.PROMOTION_FORM_TEXT> = {
  name: 'Nom',
  email: 'Adresse e-mail',
  learningSpace: {
    role: 'Rôle',
    roles: {
      Teacher: 'Enseignant',
      Student: 'Élève ou étudiant',
      Performer: 'Interprète',
      'Parent or carer': 'Parent ou accompagnant',
      Other: 'Autre',
    },
    instrument: 'Instrument',
    organisation: 'École ou organisation',
    message: 'Souhaitez-vous nous signaler quelque chose\u00a0?',
    messageHint: 'Besoins d’accessibilité, instrument pratiqué ou questions pour l’équipe.',
    submit: 'Manifester mon intérêt',
    thanksTitle: 'Merci pour votre inscription',
    thanks: (event: string) => `Nous avons bien enregistré vos coordonnées pour ${event}. Nous vous enverrons les informations de participation par e-mail avant l’événement.`,
  },
  madeNotBorn: {
    discipline: 'Discipline',
    disciplines: {
      Composer: 'Compositeur',
      Performer: 'Interprète',
      Ensemble: 'Ensemble',
      Conductor: 'Chef d’orchestre',
      'Music educator': 'Pédagogue musical',
    },
    link: 'Lien vers votre travail',
    linkHint: 'Facultatif\u00a0: un enregistrement, une partition ou un site web (commençant par https://).',
    message: 'Parlez-nous de votre travail',
    messagePlaceholder: 'Ce que vous créez, ce que vous feriez avec ce soutien, et où vous en êtes dans votre carrière.',
    submit: 'Envoyer ma candidature',
    thanksTitle: 'Merci pour votre candidature',
    thanks: 'Votre candidature a bien été transmise à l’équipe Made not born. Nous les lisons toutes et vous répondrons par e-mail.',
  },
  fund: {
    organisation: 'École ou organisation',
    projectTitle: 'Titre du projet',
    message: 'Description du projet',
    messageHint: 'Qui participe, ce que vous allez faire, et la différence que ferait la bourse.',
    submit: 'Envoyer ma candidature',
    thanksTitle: 'Merci pour votre candidature',
    thanks: 'Votre candidature a bien été transmise au jury du fonds. Nous vous informerons par e-mail des décisions.',
    closed: 'Les candidatures sont closes pour le moment. Inscrivez-vous à notre newsletter en bas de cette page pour être informé de l’ouverture de la prochaine session.',
  },
};
