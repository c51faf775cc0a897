import type { ComponentType, ReactNode } from 'react';
import { useLanguage, useMessages } from '../../lib/language-context';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { Paged } from '../../../shared/schemas/common';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { ItemSection } from '../../components/item-hero';
import { PagedCards } from '../../components/paged-cards';
import { visitorCountryAtom } from '../../state/atoms';
import type { SearchFacetsFormProps } from '../search/search-facets-form';
import type { Narrowing } from './narrowed-editions';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { editionCount } from './people-format';

/**
 * The paginated "Editions" section of an artist, publisher or instrument page. With `narrowing`
 * (an instrument's, publisher's or composer's editions) the list has the search's facets above
 * it, in a drawer: each choice narrows the list in place, with the count it gives (issue 21). The
 * list's summary is a live region, so the new count is said after each change. The pages show it
 * through EditionsSection (editions-section.tsx), which hydrates it on use and gives it `Facets`,
 * the facets form as an island of its own.
 */
export interface EditionsListProps {
  id: string;
  page: number;
  editions: Paged<EditionSummary>;
  label: string;
  narrowing?: Narrowing | null;
  /** How many there are, in words; "14 editions" by default. */
  summary?: string;
  /** A last line under each card (a composition's editions: format, editor, grade, availability). */
  note?: (edition: EditionSummary) => ReactNode;
  /**
   * The first card's cover loads at once, at high priority: on a page without a hero image (a
   * composition's) it is the largest paint, which a lazy image would start only after layout.
   */
  eagerFirst?: boolean;
}

export function EditionsList({
  id,
  page,
  editions,
  label,
  narrowing,
  summary,
  note,
  eagerFirst,
  Facets,
}: EditionsListProps & { Facets: ComponentType<SearchFacetsFormProps> }) {
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const language = useLanguage();
  const { pathname } = useLocation();
  const country = useAtomValue(visitorCountryAtom);
  const chosen = narrowing ? Object.keys(narrowing.filters).length > 0 : false;
  return (
    <ItemSection id={id} title={PEOPLE_TEXT.editions}>
      {/* A list of one has nothing to narrow, unless a choice made it so. */}
      {narrowing && (editions.total > 1 || chosen) ? (
        <Facets
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
        list={{ kind: 'editions', items: editions.items, note, eagerFirst }}
        page={page}
        total={editions.total}
        summary={summary ?? editionCount(editions.total, language)}
        label={label}
        emptyText={PEOPLE_TEXT.noEditions}
      />
    </ItemSection>
  );
}
