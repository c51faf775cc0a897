/**
 * How an old address's name compares with the catalogue's names, and how a catalogue slug looks
 * (docs/decisions/046). Shared by the by-slug loaders, which look names up, and the legacy
 * redirects, which follow a row's name target to its slug in the same answer.
 */

/** How a name compares: no case, no accents, any run of spaces, hyphens or punctuation as one space. */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A slug as the catalogue writes them: lower-case ASCII words joined by single hyphens. */
export function isSlug(text: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}

/** The by-slug pages (`/artists/:slug`, `/publishers/:slug`, `/work/:slug`) with a name, not a slug, in their place. */
export function namesAnItem(path: string): boolean {
  const match = /^\/(?:artists|publishers|work)\/([^/?]+)(?:\?|$)/.exec(path);
  if (!match) return false;
  try {
    return !isSlug(decodeURIComponent(match[1]!));
  } catch {
    return false;
  }
}
