/**
 * "Open in the app" links (docs/requirements.md §9.6): 'upload' opens the web app's upload
 * page, 'edition' its work page, other kinds the page of the same name, each with the reference
 * and dl=1. 'annotation' opens the apps through their custom URL scheme instead, which desktop
 * Firefox does not hand to apps, so there the link is left out.
 */
export type LinkTargetKind = 'edition' | 'instrument' | 'artist' | 'publisher' | 'upload' | 'annotation';

/** The apps' custom URL scheme. */
export const APP_SCHEME = 'nkoda';

const WEB_APP_PAGE: Record<Exclude<LinkTargetKind, 'annotation'>, string> = {
  edition: 'work',
  instrument: 'instrument',
  artist: 'artist',
  publisher: 'publisher',
  upload: 'upload',
};

/**
 * A lone UTF-16 surrogate (possible in any JSON string upstream sends) makes encodeURIComponent
 * throw, which would fail the whole page's render; it becomes U+FFFD, as URL parsers do.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function deepLinkUrl(webAppUrl: string, kind: LinkTargetKind, ref: string): string {
  const query = `ref=${encodeURIComponent(ref.replace(LONE_SURROGATE, '\ufffd'))}&dl=1`;
  if (kind === 'annotation') return `${APP_SCHEME}://annotation?${query}`;
  return `${webAppUrl.replace(/\/+$/, '')}/${WEB_APP_PAGE[kind]}?${query}`;
}

/** Desktop Firefox: custom-scheme links are skipped there. */
export function isDesktopFirefox(userAgent: string): boolean {
  return /Firefox\//.test(userAgent) && !/Android|Mobile|Tablet|iPad|iPhone/.test(userAgent);
}
