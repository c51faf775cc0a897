import type * as en from './help-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_FORM_TEXT: Translation<typeof en.HELP_FORM_TEXT> = {
  nameLabel: 'Nome',
  emailLabel: 'Indirizzo email',
  messageLabel: 'Messaggio',
  sendMessage: 'Invia messaggio',
  thanksTitle: 'Grazie per il tuo messaggio',
  contact: {
    description: 'Contatta il team di assistenza di nkoda: consulta il Centro assistenza, chatta con noi o inviaci un messaggio.',
    keywords: ['contattare nkoda', 'assistenza nkoda', 'centro assistenza', 'assistenza clienti'],
    introBefore: 'Cerchi una risposta? Consulta il nostro',
    helpCentre: 'Centro assistenza',
    introAfter: ', oppure contatta il nostro team di assistenza tramite la chat o via email con il modulo qui sotto.',
    formLabel: 'Modulo di contatto',
    thanks: 'Il tuo messaggio è arrivato al nostro team di assistenza. Ti risponderemo via email.',
  },
  report: {
    description: 'Segnala al team di nkoda un problema o un’idea: il tuo feedback contribuisce a migliorare il prodotto.',
    keywords: ['segnalare un problema', 'feedback', 'assistenza nkoda', 'segnalazione bug'],
    intro:
      'Hai trovato qualcosa che non funziona o hai un’idea per migliorare nkoda? Scrivici qui sotto e il team se ne occuperà.',
    formLabel: 'Modulo di segnalazione',
    thanks: 'Il tuo feedback è arrivato al team. Leggiamo ogni segnalazione e ti risponderemo via email se ci servono altri dettagli.',
  },
  requestContent: {
    title: 'Richiedi contenuti',
    description: 'Di’ a nkoda quali compositori, opere, edizioni o editori vorresti trovare nella biblioteca.',
    keywords: ['richiedere spartiti', 'richiesta contenuti', 'catalogo nkoda', 'compositori', 'edizioni'],
    intro:
      'Ampliamo continuamente il nostro catalogo. Dicci quali compositori, opere, edizioni o editori vorresti trovare su nkoda e faremo del nostro meglio per renderli disponibili.',
    formLabel: 'Modulo di richiesta contenuti',
    requiredMark: '*',
    requiredNote: 'I campi contrassegnati da * sono obbligatori.',
    messageLabel: 'Che cosa vorresti trovare nel prodotto?',
    messagePlaceholder: 'Scrivi qui il tuo messaggio',
    submit: 'Invia',
    noticeBefore: 'Premendo Invia accetti i nostri',
    terms: 'termini e condizioni',
    noticeBetween: 'e la nostra',
    privacy: 'informativa sulla privacy',
    thanksTitle: 'Grazie per la tua richiesta',
    thanks: 'Faremo del nostro meglio per rendere disponibile questa musica per te.',
    prefilledMessage: (query: string, filters: string) =>
      [query ? `Ho cercato \u00ab${query}\u00bb` : 'Ho cercato', filters ? `con questi filtri: ${filters}` : ''].filter(Boolean).join(' ') + '.',
  },
  siteContact: {
    title: 'Contattaci',
    description: 'Contatta nkoda per il tuo abbonamento, il nostro catalogo, le istituzioni o le partnership.',
    keywords: ['contattare nkoda', 'nkoda per le istituzioni', 'partnership', 'assistenza abbonamento'],
    introTitle: 'Ci farebbe piacere sentirti',
    intro: {
      default:
        'Domande su nkoda, sul tuo abbonamento o sul nostro catalogo? Inviaci un messaggio e il team ti risponderà via email.',
      institutions:
        'Raccontaci della tua scuola, del tuo conservatorio, della tua università o della tua biblioteca e ti contatteremo per parlarti di nkoda per le istituzioni.',
      partnership:
        'Raccontaci della tua organizzazione e della partnership che hai in mente: il nostro team partnership ti risponderà via email.',
    },
    formLabel: 'Modulo di contatto',
  },
  backToHome: 'Torna alla home',
};
