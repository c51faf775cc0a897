import type * as en from './made-not-born-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MADE_NOT_BORN_TEXT: Translation<typeof en.MADE_NOT_BORN_TEXT> = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: 'I nostri progetti',
  intro:
    'I musicisti si formano grazie alle opportunità che ricevono. Made not born offre ad alcuni compositori e interpreti emergenti alcune di queste opportunità: un mentore, una commissione retribuita, una registrazione e l’edizione pubblicata di un nuovo lavoro.',
  description:
    'Made not born è il progetto di nkoda per compositori e interpreti emergenti: mentoring, commissioni retribuite, registrazioni in studio ed edizioni pubblicate di nuova musica.',
  keywords: ['made not born', 'compositori emergenti', 'giovani interpreti', 'commissioni musicali', 'edizioni di nuova musica'],
  sections: [
    {
      title: 'Che cosa offre il progetto',
      points: [
        { title: 'Mentoring', text: 'Un anno di incontri regolari con un compositore o un interprete affermato che lavora nel tuo ambito.' },
        { title: 'Commissioni', text: 'Una commissione retribuita per un nuovo brano, scritto per gli interpreti che partecipano al progetto.' },
        { title: 'Registrazioni', text: 'Una registrazione professionale del nuovo lavoro, che gli artisti sono liberi di usare come preferiscono.' },
        { title: 'Edizioni', text: 'La partitura definitiva, preparata con un editore partner e aggiunta alla biblioteca nkoda, con royalty versate al compositore.' },
      ],
    },
    {
      title: 'A chi si rivolge',
      paragraphs: [
        'A compositori e interpreti all’inizio della carriera, qualunque sia il percorso che li ha portati alla musica. Non è richiesta una formazione in conservatorio; sono richiesti impegno nel proprio lavoro e una voce personale.',
      ],
    },
    {
      title: 'Come si svolge un anno',
      steps: [
        'Si aprono le candidature e una commissione di musicisti ed editori le legge tutte.',
        'I compositori e gli interpreti selezionati incontrano i loro mentori e iniziano a lavorare insieme.',
        'Ogni compositore scrive un nuovo brano per gli interpreti del progetto.',
        'I nuovi lavori vengono eseguiti in prima assoluta e registrati.',
        'Le partiture curate vengono pubblicate ed entrano nella biblioteca, a disposizione di tutti gli abbonati.',
      ],
    },
  ],
};

export const MADE_NOT_BORN_APPLY: Translation<typeof en.MADE_NOT_BORN_APPLY> = {
  title: 'Candidati a Made not born',
  who: 'Possono candidarsi compositori e interpreti di almeno 18 anni che vivono nel Regno Unito e sono all’inizio della carriera professionale, da soli o in coppia compositore-interprete. Non è necessario essere abbonati a nkoda e la candidatura è gratuita.',
};
