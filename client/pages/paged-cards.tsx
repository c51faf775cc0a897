import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Pagination } from '../components/pagination';
import { CardGrid, numberFormat } from '../components/catalogue-cards';
import { pageCount, PAGE_SIZE, searchWithPage } from '../lib/paging';
import { PEOPLE_TEXT } from './people-strings';

export interface PagedCardsProps {
  kind: 'editions' | 'artists';
  page: number;
  total: number;
  pageSize?: number;
  /** How many of what, e.g. "14 editions". */
  summary: string;
  /** Names the list and its page links for assistive technology, e.g. "Editions by Bach". */
  label: string;
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  /** The cards of this page (none when the page is past the end of the list). */
  children: ReactNode[];
}

/**
 * One page of a paginated list of cards: how many there are and which page this is (announced
 * politely when a page link replaces the list in place), the cards, and the page links. A page
 * past the end (a stale or hand-typed `page=`) says so and offers the first page.
 */
export function PagedCards({ kind, page, total, pageSize = PAGE_SIZE, summary, label, emptyText, children }: PagedCardsProps) {
  const { pathname, search } = useLocation();
  const last = pageCount(total, pageSize);
  if (total === 0) return <p className="list-summary">{emptyText}</p>;
  if (children.length === 0) {
    return (
      <p className="list-summary">
        {PEOPLE_TEXT.pastTheEnd}{' '}
        <Link to={pathname + searchWithPage(search, 1)}>{PEOPLE_TEXT.firstPage}</Link>
      </p>
    );
  }
  return (
    <>
      <p className="list-summary" aria-live="polite">
        {summary}
        {last > 1 ? ` · page ${numberFormat.format(page)} of ${numberFormat.format(last)}` : ''}
      </p>
      <CardGrid kind={kind} label={label}>
        {children}
      </CardGrid>
      <Pagination page={page} total={total} pageSize={pageSize} label={label} />
    </>
  );
}
