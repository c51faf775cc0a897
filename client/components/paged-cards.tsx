import { useLocation } from 'react-router';
import { pageSearch } from '../../shared/page-params';
import { Link } from '../../shared/framework/page';
import { Pagination } from './pagination';
import { CardGrid, type CardList } from './catalogue-cards';
import { formatWhole } from '../../shared/i18n/format-number';
import { pageCount, PAGE_SIZE, searchWithPage } from '../lib/paging';
import { PAGED_LIST_TEXT as PAGED_LIST_TEXT_EN } from '#messages/client/components/paged-list';
import { useLanguage, useMessages } from '../lib/language-context';

export interface PagedCardsProps {
  /** The cards of this page (none when the page is past the end of the list). */
  list: CardList;
  page: number;
  total: number;
  pageSize?: number;
  /** How many of what, e.g. "14 editions". */
  summary: string;
  /** Names the list and its page links for assistive technology, e.g. "Editions by Bach". */
  label: string;
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  /** Whether the summary is a live region; false where the page announces its own changes (search). */
  announced?: boolean;
}

/**
 * One page of a paginated list of cards: how many there are and which page this is (announced
 * politely when a page link replaces the list in place), the cards, and the page links. A page
 * past the end (a stale or hand-typed `page=`) says so and offers the first page.
 */
export function PagedCards({ list, page, total, pageSize = PAGE_SIZE, summary, label, emptyText, announced = true }: PagedCardsProps) {
  const language = useLanguage();
  const PAGED_LIST_TEXT = useMessages(PAGED_LIST_TEXT_EN);
  const { pathname, search } = useLocation();
  const last = pageCount(total, pageSize);
  if (total === 0) return <p className="list-summary">{emptyText}</p>;
  if (list.items.length === 0) {
    return (
      <p className="list-summary">
        {PAGED_LIST_TEXT.pastTheEnd} <Link to={pathname + searchWithPage(pageSearch(pathname, search), 1)}>{PAGED_LIST_TEXT.firstPage}</Link>
      </p>
    );
  }
  return (
    <>
      <p className="list-summary" aria-live={announced ? 'polite' : undefined}>
        {summary}
        {last > 1 ? PAGED_LIST_TEXT.pageOf({ page: formatWhole(page, language), last: formatWhole(last, language) }) : ''}
      </p>
      <CardGrid list={list} label={label} />
      <Pagination page={page} total={total} pageSize={pageSize} label={label} />
    </>
  );
}
