/**
 * Visible wording of the playlist page: apart from the people strings, so the artist, publisher
 * and instrument pages do not load it.
 */
export const PLAYLIST_TEXT = {
  playlistDescription: (title: string, curator: string) => `${title}, a playlist curated by ${curator} in the nkoda digital sheet-music library.`,
  /** Between the playlist's title and its curator. */
  playlistKeywords: ['playlist', 'sheet music'],
  itemsOf: (title: string) => `Items of ${title}`,
  items: 'Items',
  playlistEyebrow: 'Playlist',
  noItems: 'This playlist has no items yet.',
} as const;
