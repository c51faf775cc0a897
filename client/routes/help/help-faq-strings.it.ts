import type * as en from './help-faq-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_HOME_TEXT: Translation<typeof en.HELP_HOME_TEXT> = {
  keywords: ['assistenza', 'domande frequenti', 'contatti', 'supporto'],
  intro: 'Trova una risposta nelle domande frequenti o nel Centro assistenza, oppure contatta il team di nkoda.',
  description: 'Assistenza per nkoda: domande frequenti, contatti, segnalazione di problemi e richiesta di musica.',
  linksLabel: 'Pagine di assistenza',
  faq: 'Domande frequenti',
  faqAbout: 'Risposte sull’app, sul tuo account e sugli abbonamenti.',
  contact: 'Contattaci',
  contactAbout: 'Invia un messaggio al team di assistenza.',
  report: 'Segnala un problema',
  reportAbout: 'Facci sapere se qualcosa non funziona.',
  requestContent: 'Richiedi contenuti',
  requestContentAbout: 'Chiedi la musica che vorresti trovare nella biblioteca.',
  helpCentre: 'Centro assistenza',
  helpCentreAbout: 'Guide e articoli su ogni aspetto di nkoda.',
};

export const HELP_FAQ_TEXT: Translation<typeof en.HELP_FAQ_TEXT> = {
  keywords: ['FAQ', 'domande frequenti', 'assistenza', 'app per spartiti'],
  intro: 'Scegli un argomento per vederne i temi, poi un tema per leggerne domande e risposte.',
  description: 'Domande frequenti su nkoda, per argomento e tema.',
  categoriesLabel: 'Argomenti delle domande frequenti',
  topicsLabel: 'Temi',
  legal: 'Note legali',
  scrollTop: 'Torna su',
  topicLabel: (topic: number, title: string) => `${topic}. ${title}`,
  questionNumber: (topic: number, question: number) => `${topic}.${question}`,
};
