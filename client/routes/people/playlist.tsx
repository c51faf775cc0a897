import { useLoaderData } from 'react-router';
import { count } from '../../components/catalogue-cards';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import { imageUrl } from '../../lib/image-url';
import type { PlaylistPageData } from './playlist-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { PagedCards } from '../../components/paged-cards';
import { Prose } from '../../components/prose';
import { PEOPLE_TEXT } from './people-strings';

/**
 * /playlist?playlistRef=: a curated playlist and its items. The spec's deep links have no
 * playlist kind, so there is no "Open in the app" here.
 */
export function PlaylistPage() {
  const { playlist, page, items } = useLoaderData() as PlaylistPageData;
  const config = usePublicConfig();
  const cover = imageUrl(config, playlist.coverPath);
  return (
    <>
      <PageMeta
        title={playlist.title}
        description={playlist.description || `${playlist.title}, a playlist curated by ${playlist.curator} in the nkoda digital sheet-music library.`}
        keywords={[playlist.title, 'playlist', 'sheet music', playlist.curator]}
        image={cover}
      />
      <Breadcrumbs items={[{ name: playlist.title }]} />
      <ItemHero eyebrow={PEOPLE_TEXT.playlistEyebrow} title={playlist.title} image={cover} shape="square">
        <dl className="facts">
          {playlist.curator ? (
            <>
              <dt>{PEOPLE_TEXT.fact.curator}</dt>
              <dd>{playlist.curator}</dd>
            </>
          ) : null}
          <dt>{PEOPLE_TEXT.fact.contains}</dt>
          <dd>{count(playlist.itemCount, 'item')}</dd>
        </dl>
        <Prose text={playlist.description} />
      </ItemHero>

      <ItemSection id="playlist-items" title={PEOPLE_TEXT.items}>
        <PagedCards
          list={{ kind: 'editions', items: items.items }}
          page={page}
          total={items.total}
          summary={count(items.total, 'item')}
          label={`${PEOPLE_TEXT.items} of ${playlist.title}`}
          emptyText={PEOPLE_TEXT.noItems}
        />
      </ItemSection>
    </>
  );
}
