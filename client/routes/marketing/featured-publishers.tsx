import { Link } from '../../../shared/framework/page';
import type { PublisherSummary } from '../../../shared/schemas/promotion';
import { CardGrid } from '../../components/catalogue-cards';
import { MARKETING_TEXT as MARKETING_TEXT_EN } from '#messages/client/routes/marketing/marketing';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/**
 * Featured publishers from the catalogue. Left out when the list is empty or could not be read
 * (the loader answers null then): the page's copy stands on its own.
 */
export function FeaturedPublishers({ id, title, intro, publishers }: { id: string; title: string; intro: string; publishers: PublisherSummary[] | null }) {
  const MARKETING_TEXT = useMessages(MARKETING_TEXT_EN);
  if (!publishers || publishers.length === 0) return null;
  return (
    <section className="marketing-section" aria-labelledby={id}>
      <h2 id={id} className="marketing-section__title">
        {title}
      </h2>
      <p className="marketing-section__text">{intro}</p>
      <CardGrid list={{ kind: 'publishers', items: publishers }} />
      <p className="marketing-section__more">
        <Link to={LAYOUT_PATHS.publishers}>{MARKETING_TEXT.allPublishers}</Link>
      </p>
    </section>
  );
}
