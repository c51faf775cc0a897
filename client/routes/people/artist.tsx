import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { JsonLd } from '../../components/json-ld';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import { surnameInitial } from '../../lib/artist-letter';
import { imageUrl } from '../../lib/image-url';
import type { ArtistPageData } from './artist-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { personJsonLd } from './people-json-ld';
import { editionCount } from './people-format';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { Prose } from '../../components/prose';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { EditionsSection, useListCanonical } from './editions-section';
import { AwaitOrUnavailable } from '../../components/await-or-unavailable';
import { artistPath, href, letterPath } from '../../../shared/paths';
import { hydrateOnUse } from '../../../shared/framework/page';
import { WorkList } from '../../components/work-list';

/** The playlists' cards (links and images) hydrate on first use (shared/framework/page/hydrate-on-use.tsx). */
const PlaylistsIsland = hydrateOnUse(() => import('../../components/catalogue-cards').then((module) => module.ItemCards), { hostClass: 'cards-host' });

/** Related artists' cards (links and images) hydrate on first use (shared/framework/page/hydrate-on-use.tsx). */
const RelatedIsland = hydrateOnUse(() => import('../../components/catalogue-cards').then((module) => module.ItemCards), { hostClass: 'cards-host' });

/** /artists/:slug and /artist?artistRef=: one artist with their editions, playlists and peers. */
export function ArtistPage() {
  const vocabulary = useVocabulary();
  const { artistPeriod, artistRole, artistRoleInSentence, nationality } = vocabulary;
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const language = useLanguage();
  const { artist, page, lists } = useLoaderData() as ArtistPageData;
  const config = usePublicConfig();
  const portrait = imageUrl(config, artist.portraitPath);
  const initial = surnameInitial(artist.name);
  const role = artistRole(artist.role);
  // The slug address (/artist?artistRef= names it too); facets, order and page only narrow its list.
  const listCanonical = useListCanonical(artistPath(artist.slug));
  const editionsLabel = PEOPLE_TEXT.editionsBy({ name: artist.name });
  return (
    <>
      <PageMeta
        title={artist.name}
        description={PEOPLE_TEXT.artistDescription({
          name: artist.name,
          role: artistRoleInSentence(artist.role),
          editions: editionCount(artist.editionCount, language),
        })}
        keywords={[
          artist.name,
          PEOPLE_TEXT.sheetMusicOf({ name: artist.name }),
          artistRoleInSentence(artist.role),
          artistPeriod(artist.period),
          PEOPLE_TEXT.artistKeyword,
        ]}
        image={portrait}
        type="profile"
        canonical={listCanonical}
      />
      <Breadcrumbs items={[{ name: PEOPLE_TEXT.artistsTitle, to: initial ? letterPath(initial) : href('/artists') }, { name: artist.name }]} />
      <JsonLd data={personJsonLd(artist, `${config.publicOrigin}/artists/${artist.slug}`, portrait, vocabulary)} />
      <ItemHero
        eyebrow={PEOPLE_TEXT.artistEyebrow}
        title={artist.name}
        image={portrait}
        imageAlt={PEOPLE_TEXT.portraitAlt({ name: artist.name })}
        shape="portrait"
      >
        <dl className="facts">
          <dt>{PEOPLE_TEXT.fact.role}</dt>
          <dd>{role}</dd>
          {artist.birthYear !== null && artist.deathYear !== null ? (
            <>
              <dt>{PEOPLE_TEXT.fact.lived}</dt>
              <dd>
                {artist.birthYear}–{artist.deathYear}
              </dd>
            </>
          ) : artist.birthYear !== null ? (
            <>
              <dt>{PEOPLE_TEXT.fact.born}</dt>
              <dd>{artist.birthYear}</dd>
            </>
          ) : null}
          {artist.nationality ? (
            <>
              <dt>{PEOPLE_TEXT.fact.nationality}</dt>
              <dd>{nationality(artist.nationality)}</dd>
            </>
          ) : null}
          <dt>{PEOPLE_TEXT.fact.period}</dt>
          <dd>{artistPeriod(artist.period)}</dd>
          <dt>{PEOPLE_TEXT.fact.inLibrary}</dt>
          <dd>{editionCount(artist.editionCount, language)}</dd>
        </dl>
        <p className="item-hero__actions">
          <OpenInApp kind="artist" reference={artist.artistRef} label={PEOPLE_TEXT.openInApp} />
        </p>
      </ItemHero>

      {artist.biography ? (
        <ItemSection id="artist-about" title={PEOPLE_TEXT.about}>
          <Prose text={artist.biography} />
        </ItemSection>
      ) : null}

      {/* On /artists/{slug} the lists wait on a second upstream round trip: they may stream. */}
      <AwaitOrUnavailable value={lists} unavailable={PEOPLE_TEXT.listsUnavailable}>
        {(found) => (
          <>
            {found.works.length > 0 ? (
              <ItemSection id="artist-works" title={PEOPLE_TEXT.works}>
                <WorkList works={found.works} count={(n) => editionCount(n, language)} label={PEOPLE_TEXT.worksBy({ name: artist.name })} />
              </ItemSection>
            ) : null}
            <EditionsSection id="artist-editions" page={page} editions={found.editions} label={editionsLabel} narrowing={found.narrowing} />
            <PlaylistsIsland id="artist-playlists" title={PEOPLE_TEXT.playlists} kind="playlists" items={found.playlists} />
            <RelatedIsland id="artist-related" title={PEOPLE_TEXT.relatedArtists} kind="artists" items={found.related} />
          </>
        )}
      </AwaitOrUnavailable>
    </>
  );
}
