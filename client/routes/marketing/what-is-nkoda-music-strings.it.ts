import type * as en from './what-is-nkoda-music-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WHAT_IS_NKODA_TEXT: Translation<typeof en.WHAT_IS_NKODA_TEXT> = {
  title: 'Che cos’è nkoda',
  heading: 'Che cos’è nkoda?',
  eyebrow: 'Chi siamo',
  intro:
    'nkoda è una biblioteca digitale di spartiti degli editori musicali di tutto il mondo. Con un solo abbonamento apri le loro edizioni su tablet, computer o smartphone, pronte da leggere, annotare e portare in prova.',
  description:
    'nkoda è una biblioteca in abbonamento di edizioni musicali degli editori, per studenti, insegnanti, musicisti professionisti, ensemble e istituzioni, su iOS, Android, Windows, Mac e sul web.',
  keywords: ['che cos’è nkoda', 'biblioteca digitale di spartiti', 'edizioni degli editori', 'abbonamento spartiti', 'spartiti su tablet'],
  sections: [
    {
      title: 'Una biblioteca di edizioni degli editori',
      paragraphs: [
        'Ogni partitura su nkoda è l’edizione originale di un editore: la stessa incisione, le stesse diteggiature e le stesse note editoriali che troveresti su carta, rese disponibili in digitale con il consenso dell’editore.',
        'Gli editori ricevono un compenso equo per l’uso delle loro edizioni, così la biblioteca continua a crescere man mano che sempre più editori portano online i loro cataloghi.',
      ],
    },
    {
      title: 'A chi si rivolge',
      points: [
        { title: 'Studenti', text: 'Trova i brani per la prossima lezione, il prossimo esame o la prossima audizione e conserva le indicazioni del tuo insegnante insieme alla musica.' },
        { title: 'Insegnanti', text: 'Apri l’edizione che il tuo allievo sta studiando, condividi con lui le tue annotazioni e prepara le lezioni senza fotocopiatrice.' },
        { title: 'Musicisti professionisti', text: 'Porta con te tutto il tuo repertorio in un’unica borsa, con le tue arcate, i tuoi respiri e i tuoi tagli su ogni parte.' },
        { title: 'Ensemble', text: 'Dai a ogni musicista la stessa edizione e le stesse annotazioni prima della prima prova.' },
        { title: 'Istituzioni', text: 'Offri a studenti e personale un’unica biblioteca per studiare, insegnare ed esibirsi, organizzata in un solo posto.' },
      ],
    },
    {
      title: 'Come funziona',
      steps: [
        'Registrati nella web app o in una delle app e inizia con una prova gratuita.',
        'Trova la musica per compositore, opera, strumento o editore.',
        'Apri un’edizione e leggila, gira le pagine senza usare le mani e aggiungi le tue annotazioni.',
        'Scarica ciò che ti serve per l’uso offline: la tua biblioteca e le tue annotazioni restano sincronizzate su iOS, Android, Windows, Mac e sul web.',
      ],
    },
  ],
};

export const WHAT_IS_NKODA_PUBLISHERS: Translation<typeof en.WHAT_IS_NKODA_PUBLISHERS> = {
  title: 'Gli editori nella biblioteca',
  intro: 'Alcuni degli editori le cui edizioni puoi già leggere oggi su nkoda.',
};

export const WHAT_IS_NKODA_CTA: Translation<typeof en.WHAT_IS_NKODA_CTA> = {
  title: 'Inizia a leggere',
  text: 'Prova nkoda gratis, poi scegli il piano più adatto al tuo modo di suonare e insegnare.',
};
