import { useLocation } from 'react-router';
import { pageSearch } from '../../shared/page-params';
import { Link } from '../../shared/framework/page';
import { pageCount, pageWindow, searchWithPage } from '../lib/paging';
import { PAGINATION_TEXT as PAGINATION_TEXT_EN } from '#messages/client/components/paged-list';
import { useMessages } from '../lib/language-context';

export interface PaginationProps {
  page: number;
  total: number;
  pageSize?: number;
  /** Names the list for screen readers, e.g. "Editions by Johann Sebastian Bach". */
  label: string;
}

/** Page links for a list. Plain links: they work before hydration and can be opened in a tab. */
export function Pagination({ page, total, pageSize, label }: PaginationProps) {
  const PAGINATION_TEXT = useMessages(PAGINATION_TEXT_EN);
  const { pathname, search } = useLocation();
  const last = pageCount(total, pageSize);
  if (last <= 1) return null;
  // The parameters the page reads only, as the server rendered it (decision 044).
  const href = (n: number) => pathname + searchWithPage(pageSearch(pathname, search), n);
  return (
    <nav className="pagination" aria-label={PAGINATION_TEXT.pages({ label })}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={href(page - 1)} rel="prev" preventScrollReset>
              {PAGINATION_TEXT.previous}
              <span className="visually-hidden">{PAGINATION_TEXT.stepHint}</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--off" aria-hidden="true">
              {PAGINATION_TEXT.previous}
            </span>
          )}
        </li>
        {pageWindow(page, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination__page"
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={PAGINATION_TEXT.page({ n })}
                preventScrollReset
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link className="pagination__step" to={href(page + 1)} rel="next" preventScrollReset>
              {PAGINATION_TEXT.next}
              <span className="visually-hidden">{PAGINATION_TEXT.stepHint}</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--off" aria-hidden="true">
              {PAGINATION_TEXT.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
