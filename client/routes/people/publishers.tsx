import { useLoaderData } from 'react-router';
import { CardGrid, CardSection } from '../../components/catalogue-cards';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import type { PublishersData } from './publishers-loader';
import { PEOPLE_TEXT } from './people-strings';

/** /publishers: featured publishers first, then every publisher A to Z. */
export function PublishersPage() {
  const { featured, all } = useLoaderData() as PublishersData;
  return (
    <>
      <PageMeta
        title={PEOPLE_TEXT.publishersTitle}
        description={PEOPLE_TEXT.publishersDescription}
        keywords={PEOPLE_TEXT.publishersKeywords}
      />
      <Breadcrumbs items={[{ name: PEOPLE_TEXT.publishersTitle }]} />
      <h1 className="page__title">{PEOPLE_TEXT.publishersTitle}</h1>
      <p className="page__intro">{PEOPLE_TEXT.publishersIntro}</p>
      <CardSection id="publishers-featured" title={PEOPLE_TEXT.featuredPublishers} list={{ kind: 'publishers', items: featured }} />
      <ItemSection id="publishers-all" title={PEOPLE_TEXT.allPublishers}>
        <CardGrid list={{ kind: 'publishers', items: all }} />
      </ItemSection>
    </>
  );
}
