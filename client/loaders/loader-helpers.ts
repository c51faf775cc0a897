import { notFound } from '../../shared/read-answer';
import { pageOf } from '../lib/paging';

/** A required query value of the page's URL; a missing or blank one is a 404 (nothing to show). */
export function requiredQuery(request: Request, name: string): string {
  const value = new URL(request.url).searchParams.get(name)?.trim();
  if (!value || value.length > 200) notFound();
  return value;
}

/** The 1-based `page=` of the page's URL. */
export function requestPage(request: Request): number {
  return pageOf(request.url);
}
