import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted} ${n <= 1 ? 'artiste' : 'artistes'}`,
  sheetMusicOf: (name: string) => `partitions ${name}`,
  artistsTitle: 'Artistes',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}\u00a0: ${role}. ${editions} de ses œuvres dans la bibliothèque de partitions numériques nkoda.`,
  artistKeyword: 'partitions',
  portraitAlt: (name: string) => `Portrait de ${name}`,
  editionsBy: (name: string) => `Éditions des œuvres de ${name}`,
  publishersTitle: 'Éditeurs',
  editions: 'Éditions',
  playlists: 'Playlists',
  relatedArtists: 'Artistes associés',
  listsUnavailable: 'Les éditions, playlists et artistes associés de cet artiste n’ont pas pu être chargés pour le moment. Veuillez recharger la page dans un instant.',
  about: 'À propos',
  artistEyebrow: 'Artiste',
  openInApp: 'Ouvrir dans l’application',
  noEditions: 'Il n’y a pas encore d’éditions dans la bibliothèque.',
  fact: {
    role: 'Rôle',
    lived: 'Dates',
    born: 'Naissance',
    nationality: 'Nationalité',
    period: 'Période',
    country: 'Pays',
    founded: 'Fondation',
    website: 'Site web',
    family: 'Famille',
    curator: 'Proposée par',
    inLibrary: 'Dans la bibliothèque',
    contains: 'Contenu',
  },
};
