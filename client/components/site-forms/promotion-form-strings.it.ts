import type * as en from './promotion-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PROMOTION_FORM_TEXT: Translation<typeof en.PROMOTION_FORM_TEXT> = {
  name: 'Nome',
  email: 'Indirizzo email',
  learningSpace: {
    role: 'Ruolo',
    roles: {
      Teacher: 'Insegnante',
      Student: 'Studente',
      Performer: 'Interprete',
      'Parent or carer': 'Genitore o tutore',
      Other: 'Altro',
    },
    instrument: 'Strumento',
    organisation: 'Scuola o organizzazione',
    message: 'C’è qualcosa che dovremmo sapere?',
    messageHint: 'Esigenze di accessibilità, lo strumento che suoni o domande per il team.',
    submit: 'Manifesta interesse',
    thanksTitle: 'Grazie per la tua iscrizione',
    thanks: (event: string) =>
      `Abbiamo ricevuto i tuoi dati per ${event}. Prima della data dell’evento ti invieremo un’email con le istruzioni per partecipare.`,
  },
  madeNotBorn: {
    discipline: 'Disciplina',
    disciplines: {
      Composer: 'Compositore',
      Performer: 'Interprete',
      Ensemble: 'Ensemble',
      Conductor: 'Direttore d’orchestra',
      'Music educator': 'Educatore musicale',
    },
    link: 'Link al tuo lavoro',
    linkHint: 'Facoltativo: una registrazione, una partitura o un sito web (che inizi con https://).',
    message: 'Raccontaci del tuo lavoro',
    messagePlaceholder: 'Che cosa crei, che cosa faresti con il nostro sostegno e a che punto sei della tua carriera.',
    submit: 'Invia la candidatura',
    thanksTitle: 'Grazie per la tua candidatura',
    thanks: 'La tua candidatura è arrivata al team di Made Not Born. Le leggiamo tutte e ti risponderemo via email.',
  },
  fund: {
    organisation: 'Scuola o organizzazione',
    projectTitle: 'Titolo del progetto',
    message: 'Descrizione del progetto',
    messageHint: 'Chi partecipa, che cosa farete e quale differenza farebbe il contributo.',
    submit: 'Invia la candidatura',
    thanksTitle: 'Grazie per la tua candidatura',
    thanks: 'La tua candidatura è arrivata alla commissione del fondo. Ti invieremo un’email quando saranno prese le decisioni.',
    closed:
      'Le candidature sono chiuse per il momento. Iscriviti alla nostra newsletter in fondo a questa pagina per sapere quando si aprirà il prossimo bando.',
  },
};
