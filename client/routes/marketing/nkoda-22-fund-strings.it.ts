import type * as en from './nkoda-22-fund-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FUND_TEXT: Translation<typeof en.FUND_TEXT> = {
  title: 'Il nkoda 22 Fund',
  heading: 'Il nkoda 22 Fund',
  eyebrow: 'I nostri progetti',
  intro:
    'Un fondo per 22 progetti di educazione musicale: contributi concreti per chi insegna musica nelle scuole, nei gruppi di comunità e negli ensemble, con nkoda per tutti i partecipanti.',
  description:
    'Il nkoda 22 Fund sostiene 22 progetti di educazione musicale con un contributo, un anno di nkoda per ogni insegnante e partecipante e il supporto del nostro team.',
  keywords: ['nkoda 22 fund', 'contributi per l’educazione musicale', 'progetti di didattica musicale', 'finanziamenti musica di comunità'],
  sections: [
    {
      title: 'Che cosa sostiene il fondo',
      list: [
        'Progetti che avvicinano bambini e ragazzi a suonare o cantare per la prima volta.',
        'Ensemble e cori che vogliono ampliare la musica che studiano ed eseguono.',
        'Insegnanti che rendono le lezioni di musica accessibili ad alunni con bisogni educativi speciali.',
        'Gruppi di comunità che organizzano attività musicali dopo la scuola o durante le vacanze.',
      ],
    },
    {
      title: 'Che cosa riceve ogni progetto',
      points: [
        { title: 'Un contributo', text: 'Per ciò di cui il progetto ha più bisogno: strumenti, ore di insegnamento, spazi o spostamenti.' },
        { title: 'nkoda per tutti', text: 'Un anno di nkoda per ogni insegnante e partecipante al progetto.' },
        { title: 'Il supporto del nostro team', text: 'Consigli sulla scelta del repertorio e sulla creazione di playlist e annotazioni condivise per il gruppo.' },
      ],
    },
    {
      title: 'Come vengono scelti i progetti',
      paragraphs: [
        'Una commissione di insegnanti e musicisti legge ogni candidatura. Valuta la chiarezza del progetto, la differenza che il contributo farebbe e le persone che il progetto raggiunge. Tutti i candidati ricevono l’esito.',
      ],
    },
  ],
};

export const FUND_APPLY: Translation<typeof en.FUND_APPLY> = {
  title: 'Candidati al fondo',
  who: 'Possono candidarsi insegnanti, scuole, enti benefici e gruppi di comunità che si occupano di educazione musicale per qualsiasi età, con un progetto che si svolga entro dodici mesi dall’assegnazione. Ogni organizzazione può inviare una candidatura per ciascun bando.',
};
