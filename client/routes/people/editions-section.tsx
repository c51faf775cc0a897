import { useLanguage, useMessages } from '../../lib/language-context';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { ItemAddress } from '../../../shared/canonical';
import type { Paged } from '../../../shared/schemas/common';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { ItemSection } from '../../components/item-hero';
import { PagedCards } from '../../components/paged-cards';
import { visitorCountryAtom } from '../../state/atoms';
import { hydrateOnUse } from '../../components/hydrate-on-use';
import type { Narrowing } from './narrowed-editions';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from './people.messages';
import { editionCount } from './people-format';

/**
 * The facets form, hydrated on use: server-rendered, a native GET form until the visitor points at
 * it or moves focus into it (client/components/hydrate-on-use.tsx). Made here and on the search
 * page (search.tsx) rather than shared: a module of its own would be one more file in the first
 * load of all four pages (118 B of gzip on the artist page).
 */
const FacetsPart = hydrateOnUse(() => import('../search/search-facets-form').then((module) => module.SearchFacetsForm), { hostClass: 'facets-host' });

/**
 * The canonical address of a page whose editions the facets narrow: its own address (`path`,
 * and `own`, the query parameter that names its item, if any) without the facets, the order or
 * the page, which only change the view of it. Every narrowed combination is thus one page to a
 * search engine, not thousands.
 */
export function useListCanonical(path: string, own?: string): ItemAddress {
  const { search } = useLocation();
  return { path, replaces: [...new URLSearchParams(search).keys()].filter((name) => name !== own) };
}

/**
 * The paginated "Editions" section of an artist, publisher or instrument page. With `narrowing`
 * (an instrument's, publisher's or composer's editions) the list has the search's facets above
 * it, in a drawer: each choice narrows the list in place, with the count it gives (issue 21). The
 * list's summary is a live region, so the new count is said after each change.
 */
export function EditionsSection({ id, page, editions, label, narrowing }: { id: string; page: number; editions: Paged<EditionSummary>; label: string; narrowing?: Narrowing | null }) {
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const language = useLanguage();
  const { pathname } = useLocation();
  const country = useAtomValue(visitorCountryAtom);
  const chosen = narrowing ? Object.keys(narrowing.filters).length > 0 : false;
  return (
    <ItemSection id={id} title={PEOPLE_TEXT.editions}>
      {/* A list of one has nothing to narrow, unless a choice made it so. */}
      {narrowing && (editions.total > 1 || chosen) ? (
        <FacetsPart
          query={null}
          filters={narrowing.filters}
          sort={narrowing.sort}
          facets={narrowing.facets}
          total={editions.total}
          country={country}
          openCount={narrowing.openCount}
          path={pathname}
          fixed={narrowing.fixed}
          fixedFacet={narrowing.own}
        />
      ) : null}
      <PagedCards
        list={{ kind: 'editions', items: editions.items }}
        page={page}
        total={editions.total}
        summary={editionCount(editions.total, language)}
        label={label}
        emptyText={PEOPLE_TEXT.noEditions}
      />
    </ItemSection>
  );
}
