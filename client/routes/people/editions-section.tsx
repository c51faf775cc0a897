import type { Paged } from '../../../shared/schemas/common';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { ItemSection } from '../../components/item-hero';
import { PagedCards } from '../../components/paged-cards';
import { PEOPLE_TEXT } from './people-strings';
import { editionCount } from './people-format';

/** The paginated "Editions" section of an artist, publisher or instrument page. */
export function EditionsSection({ id, page, editions, label }: { id: string; page: number; editions: Paged<EditionSummary>; label: string }) {
  return (
    <ItemSection id={id} title={PEOPLE_TEXT.editions}>
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
