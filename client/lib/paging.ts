/**
 * Paginated lists (`?page=N`, 1-based). The scroll rule keeps the scroll position when the URL
 * has page=, so moving between pages of a list does not jump to the top.
 */
export const PAGE_SIZE = 24;

/** The 1-based page of a URL; a missing, malformed or out-of-range value counts as page 1. */
export function pageOf(url: URL | string): number {
  const raw = new URL(url, 'http://x').searchParams.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The `{ skip, top }` body of the upstream's paged POST calls for a 1-based page. */
export function pageBody(page: number, size = PAGE_SIZE): { skip: number; top: number } {
  return { skip: (page - 1) * size, top: size };
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The same URL search with another page (page 1 drops the parameter). */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The page numbers to offer: first, last, and a window around the current one, with null where
 * a run of pages is left out (shown as an ellipsis).
 */
export function pageWindow(current: number, last: number, radius = 2): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
