import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SHELL_TEXT: Translation<typeof en.SHELL_TEXT> = {
  skipLink: 'Vai al contenuto principale',
  newTabHint: '(si apre in una nuova scheda)',
  siteName: 'nkoda',
  pageTitle: (title: string) => `${title} | nkoda`,
  wordSpace: ' ',
  sentenceEnd: '.',
};

export const HEADER_TEXT: Translation<typeof en.HEADER_TEXT> = {
  logoLabel: 'Home page di nkoda',
  menu: 'Menu',
  mainNavLabel: 'Principale',
  logIn: 'Accedi',
  getStarted: 'Inizia ora',
  whatIsNkoda: 'Che cos’è nkoda',
  partnership: 'Partnership',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: 'Blog',
  institutions: 'Istituzioni',
  help: 'Assistenza',
  learning: 'Formazione',
  learningSpaces: 'Spazi di apprendimento',
};


export const COOKIE_TEXT: Translation<typeof en.COOKIE_TEXT> = {
  regionLabel: 'Consenso ai cookie',
  message:
    'Utilizziamo cookie che fanno funzionare questo sito e ci aiutano a capire come viene usato. Per saperne di più, consulta la nostra',
  policyLink: 'informativa sui cookie',
  accept: 'Accetta',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: 'Pagina non trovata',
  message:
    'Spiacenti, non abbiamo trovato la pagina che stavi cercando. Potrebbe essere stata spostata oppure l’indirizzo potrebbe contenere un errore.',
  suggestion: 'Puoi ricominciare dalla home page oppure visitare il nostro centro assistenza per trovare risposte.',
  home: 'Vai alla home page',
  helpCentre: 'Visita il centro assistenza',
  description: 'La pagina che stavi cercando non si trova nella biblioteca nkoda.',
  keywords: ['pagina non trovata', 'nkoda', 'spartiti'],
};

export const PREVIEW_MODE_TEXT: Translation<typeof en.PREVIEW_MODE_TEXT> = {
  label: 'Anteprima',
  message: 'Stai vedendo contenuti non pubblicati. Solo tu puoi vederli.',
  leave: 'Esci dall’anteprima',
};

export const UNAVAILABLE_TEXT: Translation<typeof en.UNAVAILABLE_TEXT> = {
  title: 'Questa pagina è temporaneamente non disponibile',
  metaTitle: 'Temporaneamente non disponibile',
  description: 'Questa sezione della biblioteca nkoda è temporaneamente non disponibile.',
  keywords: ['nkoda', 'spartiti'],
  message:
    'Non è stato possibile caricare questa sezione della biblioteca in questo momento. La tua connessione funziona; è il nostro servizio di catalogo che non ha risposto in tempo. Riprova tra qualche istante.',
  retry: 'Riprova',
};
