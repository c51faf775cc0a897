import type { Params } from 'react-router';
import { notFound } from '../../shared/read-answer';
import { pageCount, pageOf, PAGE_SIZE } from '../lib/paging';

/** Longer references and slugs name nothing in the catalogue. */
const MAX_REFERENCE_LENGTH = 200;

function reference(value: string | null | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_REFERENCE_LENGTH) notFound();
  return trimmed;
}

/** A required query value of the page's URL; a missing or blank one is a 404 (nothing to show). */
export function requiredQuery(request: Request, name: string): string {
  return reference(new URL(request.url).searchParams.get(name));
}

/** A required path parameter (e.g. the slug of /artists/:slug), checked the same way. */
export function requiredParam(params: Params, name: string): string {
  return reference(params[name]);
}

/** The 1-based `page=` of the page's URL. */
export function requestPage(request: Request): number {
  return pageOf(request.url);
}

/**
 * A page past the end of its list does not exist: the not-found page with 404, as the blog and
 * the search have it (page 1 always exists, even for an empty list).
 */
export function withinList(page: number, total: number, size = PAGE_SIZE): void {
  if (page > pageCount(total, size)) notFound();
}
