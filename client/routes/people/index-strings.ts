/**
 * Visible wording of the artists and publishers indexes (/artists, /publishers): apart from the
 * people strings, so an artist's or publisher's page does not load it.
 */
export const INDEX_TEXT = {
  /** The document title of one letter's list: "Artists: B". */
  artistsLetterTitle: (letter: string) => `Artists: ${letter}`,
  /** `under` is artistsUnder(letter). */
  artistsDescription: (under: string) => `${under} in the nkoda digital sheet-music library: composers, lyricists and editors, with their editions.`,
  artistsKeywords: (letter: string) => ['composers', 'artists', 'sheet music', `composers ${letter}`],
  publishersDescription: 'The music publishers in the nkoda digital sheet-music library, from urtext specialists to contemporary houses.',
  publishersKeywords: ['music publishers', 'sheet music publishers', 'urtext', 'editions'],
  artistsIntro: 'Composers, lyricists and editors in the nkoda library, listed by surname.',
  letterNavLabel: 'Artists by surname initial',
  /** Heading of one letter's list, e.g. "Artists under B". */
  artistsUnder: (letter: string) => `Artists under ${letter}`,
  noArtistsUnder: (letter: string) => `No artists under ${letter}`,
  publishersIntro: 'The music publishers whose editions are in the nkoda library.',
  featuredPublishers: 'Featured publishers',
  allPublishers: 'All publishers',
} as const;
