import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { itemCount } from '../people/people-format';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import { imageUrl } from '../../lib/image-url';
import type { PlaylistPageData } from './playlist-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { PagedCards } from '../../components/paged-cards';
import { Prose } from '../../components/prose';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { PLAYLIST_TEXT as PLAYLIST_TEXT_EN } from '#messages/client/routes/playlist/playlist';

/**
 * /playlist?playlistRef=: a curated playlist and its items. The deep links of docs/requirements.md
 * §9.6 have no playlist kind, so there is no "Open in the app" here.
 */
export function PlaylistPage() {
  const PLAYLIST_TEXT = useMessages(PLAYLIST_TEXT_EN);
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const language = useLanguage();
  const { playlist, page, items } = useLoaderData() as PlaylistPageData;
  const config = usePublicConfig();
  const cover = imageUrl(config, playlist.coverPath);
  return (
    <>
      <PageMeta
        title={playlist.title}
        description={playlist.description || PLAYLIST_TEXT.playlistDescription({ title: playlist.title, curator: playlist.curator })}
        keywords={[playlist.title, ...PLAYLIST_TEXT.playlistKeywords, playlist.curator]}
        image={cover}
      />
      <Breadcrumbs items={[{ name: playlist.title }]} />
      <ItemHero eyebrow={PLAYLIST_TEXT.playlistEyebrow} title={playlist.title} image={cover} shape="square">
        <dl className="facts">
          {playlist.curator ? (
            <>
              <dt>{PEOPLE_TEXT.fact.curator}</dt>
              <dd>{playlist.curator}</dd>
            </>
          ) : null}
          <dt>{PEOPLE_TEXT.fact.contains}</dt>
          <dd>{itemCount(playlist.itemCount, language)}</dd>
        </dl>
        <Prose text={playlist.description} />
      </ItemHero>

      <ItemSection id="playlist-items" title={PLAYLIST_TEXT.items}>
        <PagedCards
          list={{ kind: 'editions', items: items.items }}
          page={page}
          total={items.total}
          summary={itemCount(items.total, language)}
          label={PLAYLIST_TEXT.itemsOf({ title: playlist.title })}
          emptyText={PLAYLIST_TEXT.noItems}
        />
      </ItemSection>
    </>
  );
}
