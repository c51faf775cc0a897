import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted} Künstler`,
  sheetMusicOf: (name: string) => `${name} Noten`,
  artistsTitle: 'Künstler',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}: ${role}. ${editions} in der digitalen Notenbibliothek nkoda.`,
  artistKeyword: 'Noten',
  portraitAlt: (name: string) => `Porträt von ${name}`,
  editionsBy: (name: string) => `Ausgaben von ${name}`,
  publishersTitle: 'Verlage',
  editions: 'Ausgaben',
  playlists: 'Playlists',
  relatedArtists: 'Verwandte Künstler',
  listsUnavailable:
    'Die Ausgaben, Playlists und verwandten Künstler dieser Person konnten gerade nicht geladen werden. Bitte laden Sie die Seite in einem Moment neu.',
  about: 'Porträt',
  artistEyebrow: 'Künstler',
  openInApp: 'In der App öffnen',
  noEditions: 'Es gibt noch keine Ausgaben in der Bibliothek.',
  fact: {
    role: 'Rolle',
    lived: 'Lebensdaten',
    born: 'Geboren',
    nationality: 'Nationalität',
    period: 'Epoche',
    country: 'Land',
    founded: 'Gegründet',
    website: 'Website',
    family: 'Instrumentenfamilie',
    curator: 'Zusammengestellt von',
    inLibrary: 'In der Bibliothek',
    contains: 'Enthält',
  },
};
