import type { Platform } from '../../../shared/device';
import type * as en from './download-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const DOWNLOAD_TEXT: Translation<typeof en.DOWNLOAD_TEXT> = {
  title: 'Scarica le app',
  heading: 'Scarica nkoda',
  eyebrow: 'App',
  intro:
    'Leggi, annota e suona da tutta la biblioteca nkoda su computer, tablet o smartphone. La tua biblioteca e le tue annotazioni ti seguono su tutti i dispositivi.',
  description: 'Scarica nkoda per Mac, Windows, iPhone e iPad e Android, oppure usa nkoda nel browser.',
  keywords: ['app nkoda', 'download', 'app per spartiti', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: 'App per piattaforma',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone e iPad', Android: 'Android' },
  store: { Mac: 'Programma di installazione per macOS', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' },
  button: (platform: Platform) => `Scarica per ${DOWNLOAD_TEXT.platformName[platform]}`,
  version: (version: string) => `Versione ${version}`,
  yourDevice: 'Il tuo dispositivo',
  webTitle: 'Nessun download necessario',
  webText: 'nkoda funziona anche nel browser, su qualsiasi computer.',
  webLink: 'Apri la web app',
};

export const DOWNLOAD_MAC_TEXT: Translation<typeof en.DOWNLOAD_MAC_TEXT> = {
  title: 'nkoda per Mac',
  heading: 'Scarica nkoda per Mac',
  eyebrow: 'App',
  intro: (version: string) =>
    `L’app nkoda per macOS, versione ${version}. Scarica il programma di installazione, poi segui i passaggi qui sotto.`,
  description: (version: string) =>
    `Scarica l’app nkoda per Mac (versione ${version}): requisiti di sistema e istruzioni di installazione.`,
  keywords: ['nkoda per Mac', 'macOS', 'download', 'app per spartiti'],
  button: (version: string) => `Scarica per Mac (${version})`,
  fileNote: 'Un’immagine disco (.dmg) per Mac con Apple silicon e Intel.',
  backToAll: 'Tutte le piattaforme',
  requirements: {
    title: 'Requisiti di sistema',
    list: [
      'macOS 11 Big Sur o versioni successive',
      'Un processore Apple silicon o Intel',
      '4 GB di memoria',
      '1 GB di spazio libero su disco, più lo spazio per le partiture che conservi offline',
      'Una connessione a internet per accedere e scaricare le partiture',
    ],
  },
  install: {
    title: 'Come installare',
    steps: [
      'Apri il file scaricato (nkoda per Mac) dalla cartella Download.',
      'Nella finestra che si apre, trascina l’icona di nkoda nella cartella Applicazioni.',
      'Apri nkoda da Applicazioni. Se macOS ti chiede se vuoi aprire un’app scaricata da internet, scegli Apri.',
      'Accedi con il tuo account nkoda, oppure creane uno, e inizia a leggere.',
    ],
  },
};
