import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { artistCount } from './people-format';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { ARTISTS_PER_PAGE, type ArtistsIndexData } from './artists-index-loader';
import { ArtistLetterNav } from './artist-letter-nav';
import { PagedCards } from '../../components/paged-cards';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { INDEX_TEXT as INDEX_TEXT_EN } from '#messages/client/routes/people/index';

/** /artists: the A–Z index of artists, one letter (and one page of it) at a time. */
export function ArtistsIndexPage() {
  const INDEX_TEXT = useMessages(INDEX_TEXT_EN);
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const language = useLanguage();
  const { letter, named, page, artists } = useLoaderData() as ArtistsIndexData;
  const under = INDEX_TEXT.artistsUnder({ letter });
  return (
    <>
      <PageMeta
        title={named ? INDEX_TEXT.artistsLetterTitle({ letter }) : PEOPLE_TEXT.artistsTitle}
        description={INDEX_TEXT.artistsDescription({ under })}
        keywords={[...INDEX_TEXT.artistsKeywords, INDEX_TEXT.artistsLetterKeyword({ letter })]}
      />
      <Breadcrumbs items={[{ name: PEOPLE_TEXT.artistsTitle }]} />
      <h1 className="page__title">{PEOPLE_TEXT.artistsTitle}</h1>
      <p className="page__intro">{INDEX_TEXT.artistsIntro}</p>
      <ArtistLetterNav current={letter} />
      <section className="item-section" aria-labelledby="artists-letter">
        <h2 id="artists-letter" className="item-section__title">
          {under}
        </h2>
        <PagedCards
          list={{ kind: 'artists', items: artists.items }}
          page={page}
          total={artists.total}
          pageSize={ARTISTS_PER_PAGE}
          summary={artistCount(artists.total, language)}
          label={under}
          emptyText={INDEX_TEXT.noArtistsUnder({ letter })}
        />
      </section>
    </>
  );
}
