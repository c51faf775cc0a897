/**
 * Visible wording of the people pages (artists, publishers, instruments, playlists), kept in one
 * place so a wording change is made once and the tests import what they assert.
 */
export const PEOPLE_TEXT = {
  artistCount: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'artist' : 'artists'}`,
  /** A keyword: "Johann Sebastian Bach sheet music". */
  sheetMusicOf: (name: string) => `${name} sheet music`,
  artistsTitle: 'Artists',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}: ${role}. ${editions} of their music in the nkoda digital sheet-music library.`,
  /** After the artist's name, its "sheet music" keyword, role and period. */
  artistKeyword: 'sheet music',
  portraitAlt: (name: string) => `Portrait of ${name}`,
  /** Names the list of an artist's editions for assistive technology. */
  editionsBy: (name: string) => `Editions by ${name}`,
  publishersTitle: 'Publishers',
  editions: 'Editions',
  playlists: 'Playlists',
  relatedArtists: 'Related artists',
  listsUnavailable: 'This artist’s editions, playlists and related artists could not be loaded just now. Please reload the page in a moment.',
  about: 'About',
  artistEyebrow: 'Artist',
  openInApp: 'Open in the app',
  noEditions: 'There are no editions in the library yet.',
  fact: {
    role: 'Role',
    lived: 'Lived',
    born: 'Born',
    nationality: 'Nationality',
    period: 'Period',
    country: 'Country',
    founded: 'Founded',
    website: 'Website',
    family: 'Family',
    curator: 'Curated by',
    inLibrary: 'In the library',
    contains: 'Contains',
  },
} as const;
