import type { ReactNode } from 'react';
import type { ArtistSummary, EditionSummary, PlaylistSummary, PublisherSummary } from '../../shared/schemas/promotion';
import { imageUrl } from '../lib/image-url';
import { usePublicConfig } from '../state/use-public-config';
import { Card } from './card';
import { ItemSection } from './item-hero';
import { CARD_TEXT as CARD_TEXT_EN } from '#messages/client/components/card';
import { useVocabulary } from './catalogue-vocabulary';
import { artistPath, playlistPath, publisherPath, workPath } from '../../shared/paths';
import { useMessages } from '../lib/language-context';

/** Years of an artist's life, e.g. "1685–1750", "born 1962", or "" when unknown. */
export function lifeYears({ birthYear, deathYear }: Pick<ArtistSummary, 'birthYear' | 'deathYear'>): string {
  if (birthYear && deathYear) return `${birthYear}–${deathYear}`;
  if (birthYear) return `born ${birthYear}`;
  return '';
}

/** The catalogue lists pages show as cards, one kind per list. */
export type CardList =
  /** `note`: an extra line under an edition's card (the search page's regional availability). */
  | { kind: 'editions'; items: EditionSummary[]; note?: (edition: EditionSummary) => ReactNode; eagerFirst?: boolean }
  | { kind: 'artists'; items: ArtistSummary[] }
  | { kind: 'publishers'; items: PublisherSummary[] }
  | { kind: 'playlists'; items: PlaylistSummary[] };

function cardsOf(list: CardList): ReactNode[] {
  switch (list.kind) {
    case 'editions':
      return list.items.map((edition, index) => (
        <EditionCard key={edition.editionRef} edition={edition} note={list.note?.(edition)} eager={list.eagerFirst === true && index === 0} />
      ));
    case 'artists':
      return list.items.map((artist) => <ArtistCard key={artist.artistRef} artist={artist} />);
    case 'publishers':
      return list.items.map((publisher) => <PublisherCard key={publisher.publisherId} publisher={publisher} />);
    case 'playlists':
      return list.items.map((playlist) => <PlaylistCard key={playlist.playlistRef} playlist={playlist} />);
  }
}

/** A grid of cards; `label` names it for assistive technology when there is no heading. */
export function CardGrid({ list, label }: { list: CardList; label?: string }) {
  return (
    <ul className={`card-grid card-grid--${list.kind}`} aria-label={label}>
      {cardsOf(list)}
    </ul>
  );
}

/** A titled section of cards on an item page, left out when the list is empty. */
export function CardSection({ id, title, list }: { id: string; title: string; list: CardList }) {
  if (list.items.length === 0) return null;
  return (
    <ItemSection id={id} title={title}>
      <CardGrid list={list} />
    </ItemSection>
  );
}

/** An edition; `to` replaces the work page link (e.g. to open it with a shared annotation); `note` is a last line. */
export function EditionCard({
  edition,
  to = workPath(edition.slug),
  note,
  eager,
}: {
  edition: EditionSummary;
  to?: string;
  note?: ReactNode;
  eager?: boolean;
}) {
  const { instrumentationName } = useVocabulary();
  const config = usePublicConfig();
  return (
    <Card to={to} title={edition.title} image={imageUrl(config, edition.coverPath)} shape="cover" eager={eager}>
      <p className="card__text">
        {edition.composers.map((c) => c.name).join(', ')}
        {/* The number musicians know the work by, as the catalogue prints it (its own text, apart from the separator). */}
        {edition.catalogueNumber ? <span className="card__number"> · {edition.catalogueNumber}</span> : null}
      </p>
      <p className="card__text">
        {instrumentationName(edition.instrumentation)} · {edition.publisherName}
      </p>
      {note}
    </Card>
  );
}

export function PublisherCard({ publisher }: { publisher: PublisherSummary }) {
  const { country } = useVocabulary();
  const CARD_TEXT = useMessages(CARD_TEXT_EN);
  const config = usePublicConfig();
  return (
    <Card to={publisherPath(publisher.slug)} title={publisher.name} image={imageUrl(config, publisher.logoPath)} shape="logo">
      <p className="card__text">
        {country(publisher.country)} · {CARD_TEXT.editions({ n: publisher.editionCount })}
      </p>
    </Card>
  );
}

export function ArtistCard({ artist }: { artist: ArtistSummary }) {
  const { artistRole } = useVocabulary();
  const CARD_TEXT = useMessages(CARD_TEXT_EN);
  const config = usePublicConfig();
  const years = lifeYears(artist);
  return (
    <Card to={artistPath(artist.slug)} title={artist.name} image={imageUrl(config, artist.portraitPath)} shape="portrait">
      <p className="card__text">{[artistRole(artist.role), years].filter(Boolean).join(' · ')}</p>
      <p className="card__text">{CARD_TEXT.editions({ n: artist.editionCount })}</p>
    </Card>
  );
}

export function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  const CARD_TEXT = useMessages(CARD_TEXT_EN);
  const config = usePublicConfig();
  return (
    <Card to={playlistPath(playlist.playlistRef)} title={playlist.title} image={imageUrl(config, playlist.coverPath)} shape="square">
      <p className="card__text">{playlist.curator}</p>
      <p className="card__text">{CARD_TEXT.items({ n: playlist.itemCount })}</p>
    </Card>
  );
}

/**
 * A CardSection from plain props, for a page that hydrates it on use (shared/framework/page/hydrate-on-use.tsx):
 * the page passes its data's own list, so the props stay the same from render to render.
 */
export function ItemCards({ id, title, kind, items }: { id: string; title: string } & CardList) {
  return <CardSection id={id} title={title} list={{ kind, items } as CardList} />;
}
