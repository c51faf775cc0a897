/** Visible wording of the home page, kept in one place so a wording change is made once; tests import it. */
export const HOME_TEXT = {
  /** The document title: the brand alone. */
  title: 'nkoda',
  description: "The digital sheet-music library: thousands of publishers' editions to read, annotate and play from on any device.",
  keywords: ['sheet music', 'digital sheet music', 'scores', 'publishers', 'editions', 'music library'],
  heading: 'Every score you need, in one library',
  lead: 'Read the editions of the world\u2019s leading music publishers on your tablet, laptop or phone. Annotate them, share them with your ensemble, and never carry a bag of paper again.',
  startTrial: 'Start your free trial',
  browsePublishers: 'Browse publishers',
  /** After the formatted number of editions: "12,408 editions in the library". */
  editionTotal: (formatted: string) => `${formatted} editions in the library`,
  featuredPublishers: 'Featured publishers',
  popular: 'Popular in the library',
  appsTitle: 'Take your library everywhere',
  apps: 'nkoda runs in your browser and as an app on iPad, iPhone, Android, Mac and Windows. Your annotations follow you.',
  openWebApp: 'Open the web app',
} as const;
