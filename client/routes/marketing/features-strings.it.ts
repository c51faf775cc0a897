import type * as en from './features-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FEATURES_TEXT: Translation<typeof en.FEATURES_TEXT> = {
  title: 'Funzionalità',
  heading: 'Tutto ciò che ti serve per leggere, annotare e suonare',
  eyebrow: 'Funzionalità',
  intro:
    'nkoda è pensato per il modo in cui i musicisti usano davvero le loro partiture: in sala studio, a lezione, in prova e sul palco.',
  description:
    'Le funzionalità di nkoda: leggi le edizioni degli editori su qualsiasi schermo, annotale, crea playlist, condividi le tue annotazioni e lavora offline, su iOS, Android, Windows, Mac e sul web.',
  keywords: ['funzionalità nkoda', 'lettore di spartiti', 'annotare spartiti', 'playlist musicali', 'spartiti offline'],
  sections: [
    {
      title: 'Leggi come suoni',
      paragraphs: [
        'Gira le pagine con un tocco, uno scorrimento o un pedale voltapagine. Con il cambio a mezza pagina vedi l’inizio della pagina successiva prima di arrivare alla fine di quella corrente, e sugli schermi grandi puoi affiancare due pagine. Le edizioni restano nitide a qualsiasi ingrandimento.',
      ],
    },
    {
      title: 'Annota la musica',
      paragraphs: [
        'Scrivi sulla musica con penna, evidenziatore, testo, diteggiature e simboli musicali. Organizza le tue annotazioni in livelli da mostrare o nascondere: l’edizione dell’editore sottostante non viene mai modificata.',
      ],
    },
    {
      title: 'Playlist per ogni programma',
      paragraphs: [
        'Metti in ordine i brani di un recital, di una funzione o del programma di un trimestre e passa dall’uno all’altro senza doverli cercare.',
      ],
    },
    {
      title: 'Condividi le tue annotazioni',
      paragraphs: [
        'Invia le tue annotazioni a un allievo, a una sezione o a un intero ensemble. Si aprono sopra la stessa edizione, così tutti provano sulla stessa pagina.',
      ],
    },
    {
      title: 'Funziona offline',
      paragraphs: [
        'Scarica le edizioni prima di partire, poi leggile e annotale senza connessione. Le tue modifiche si sincronizzano quando torni online.',
      ],
    },
    {
      title: 'Su tutti i dispositivi',
      paragraphs: [
        'Usa le app per iOS, Android, Windows e Mac, oppure la web app nel browser. La tua biblioteca, le playlist e le annotazioni ti seguono da un dispositivo all’altro.',
      ],
    },
  ],
};

export const FEATURES_CTA: Translation<typeof en.FEATURES_CTA> = {
  title: 'Provalo con la tua musica',
  text: 'Inizia una prova gratuita e apri le edizioni su cui stai lavorando oggi.',
};

export const FEATURES_LINKS: Translation<typeof en.FEATURES_LINKS> = {
  webApp: 'Apri la web app',
};
