import type { Paged } from '../../../shared/schemas/common';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { SEARCH_PATH } from '../../../shared/paths';
import { ItemSection } from '../../components/item-hero';
import { Link } from '../../components/link';
import { PagedCards } from '../../components/paged-cards';
import { PEOPLE_TEXT } from './people-strings';
import { editionCount } from './people-format';

/**
 * The paginated "Editions" section of an artist, publisher or instrument page. `refine` is the
 * search filter this list stands for, as the search's query string names it (FILTER_PARAMS:
 * `instrument`, `publisher`, `composer`): a link opens the faceted search with it chosen, where
 * the list can be narrowed by every other facet (issue 21). Written here rather than with
 * searchParamsOf, whose module would join these pages' first load (one value has one order).
 */
export function EditionsSection({ id, page, editions, label, refine }: { id: string; page: number; editions: Paged<EditionSummary>; label: string; refine?: Partial<Record<'instrument' | 'publisher' | 'composer', string>> }) {
  return (
    <ItemSection id={id} title={PEOPLE_TEXT.editions}>
      {refine && editions.total > 1 ? (
        <p className="editions-refine">
          <Link to={`${SEARCH_PATH}?${new URLSearchParams(refine as Record<string, string>)}`}>{PEOPLE_TEXT.refineEditions}</Link>
        </p>
      ) : null}
      <PagedCards
        list={{ kind: 'editions', items: editions.items }}
        page={page}
        total={editions.total}
        summary={editionCount(editions.total)}
        label={label}
        emptyText={PEOPLE_TEXT.noEditions}
      />
    </ItemSection>
  );
}
