import { useLoaderData } from 'react-router';
import { CardGrid, CardSection } from '../../components/catalogue-cards';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import type { PublishersData } from './publishers-loader';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { INDEX_TEXT as INDEX_TEXT_EN } from '#messages/client/routes/people/index';
import { useMessages } from '../../lib/language-context';

/** /publishers: featured publishers first, then every publisher A to Z. */
export function PublishersPage() {
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const INDEX_TEXT = useMessages(INDEX_TEXT_EN);
  const { featured, all } = useLoaderData() as PublishersData;
  return (
    <>
      <PageMeta title={PEOPLE_TEXT.publishersTitle} description={INDEX_TEXT.publishersDescription} keywords={INDEX_TEXT.publishersKeywords} />
      <Breadcrumbs items={[{ name: PEOPLE_TEXT.publishersTitle }]} />
      <h1 className="page__title">{PEOPLE_TEXT.publishersTitle}</h1>
      <p className="page__intro">{INDEX_TEXT.publishersIntro}</p>
      <CardSection id="publishers-featured" title={INDEX_TEXT.featuredPublishers} list={{ kind: 'publishers', items: featured }} />
      <ItemSection id="publishers-all" title={INDEX_TEXT.allPublishers}>
        <CardGrid list={{ kind: 'publishers', items: all }} />
      </ItemSection>
    </>
  );
}
