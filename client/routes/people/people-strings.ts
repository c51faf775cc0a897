/**
 * Visible wording of the people pages (artists, publishers, instruments, playlists), kept in one
 * place so a wording change is made once and the tests import what they assert.
 */
export const PEOPLE_TEXT = {
  artistsTitle: 'Artists',
  artistsIntro: 'Composers, lyricists and editors in the nkoda library, listed by surname.',
  letterNavLabel: 'Artists by surname initial',
  /** Heading of one letter's list, e.g. "Artists under B". */
  artistsUnder: (letter: string) => `Artists under ${letter}`,
  noArtistsUnder: (letter: string) => `No artists under ${letter}`,
  publishersTitle: 'Publishers',
  publishersIntro: 'The music publishers whose editions are in the nkoda library.',
  featuredPublishers: 'Featured publishers',
  allPublishers: 'All publishers',
  editions: 'Editions',
  playlists: 'Playlists',
  relatedArtists: 'Related artists',
  listsUnavailable: 'This artist’s editions, playlists and related artists could not be loaded just now. Please reload the page in a moment.',
  relatedPublishers: 'Related publishers',
  publisherListsUnavailable: 'This publisher’s editions and related publishers could not be loaded just now. Please reload the page in a moment.',
  items: 'Items',
  about: 'About',
  artistEyebrow: 'Artist',
  publisherEyebrow: 'Publisher',
  instrumentEyebrow: 'Instrument',
  playlistEyebrow: 'Playlist',
  openInApp: 'Open in the app',
  noEditions: 'There are no editions in the library yet.',
  noItems: 'This playlist has no items yet.',
  /** A `page=` past the end of a list. */
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
