import type { ReactNode } from 'react';
import type { ArtistSummary, EditionSummary, PlaylistSummary, PublisherSummary } from '../../shared/schemas/promotion';
import { imageUrl } from '../lib/image-url';
import { usePublicConfig } from '../state/use-public-config';
import { Card } from './card';

export const numberFormat = new Intl.NumberFormat('en-GB');

/** "1 edition", "2 editions". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${numberFormat.format(n)} ${n === 1 ? one : many}`;
}

/** Years of an artist's life, e.g. "1685–1750", "born 1962", or "" when unknown. */
export function lifeYears({ birthYear, deathYear }: Pick<ArtistSummary, 'birthYear' | 'deathYear'>): string {
  if (birthYear && deathYear) return `${birthYear}–${deathYear}`;
  if (birthYear) return `born ${birthYear}`;
  return '';
}

/** A grid of cards; `label` names it for assistive technology when there is no heading. */
export function CardGrid({ kind, children, label }: { kind: 'editions' | 'publishers' | 'artists' | 'playlists'; children: ReactNode; label?: string }) {
  return (
    <ul className={`card-grid card-grid--${kind}`} aria-label={label}>
      {children}
    </ul>
  );
}

export function EditionCard({ edition }: { edition: EditionSummary }) {
  const config = usePublicConfig();
  return (
    <Card to={`/work/${edition.slug}`} title={edition.title} image={imageUrl(config, edition.coverPath)} shape="cover">
      <p className="card__text">{edition.composers.map((c) => c.name).join(', ')}</p>
      <p className="card__text">
        {edition.instrumentation} · {edition.publisherName}
      </p>
    </Card>
  );
}

export function PublisherCard({ publisher }: { publisher: PublisherSummary }) {
  const config = usePublicConfig();
  return (
    <Card to={`/publishers/${publisher.slug}`} title={publisher.name} image={imageUrl(config, publisher.logoPath)} shape="logo">
      <p className="card__text">
        {publisher.country} · {count(publisher.editionCount, 'edition')}
      </p>
    </Card>
  );
}

export function ArtistCard({ artist }: { artist: ArtistSummary }) {
  const config = usePublicConfig();
  const years = lifeYears(artist);
  return (
    <Card to={`/artists/${artist.slug}`} title={artist.name} image={imageUrl(config, artist.portraitPath)} shape="portrait">
      <p className="card__text">
        {[artist.role[0]!.toUpperCase() + artist.role.slice(1), years].filter(Boolean).join(' · ')}
      </p>
      <p className="card__text">{count(artist.editionCount, 'edition')}</p>
    </Card>
  );
}

export function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  const config = usePublicConfig();
  return (
    <Card to={`/playlist?playlistRef=${encodeURIComponent(playlist.playlistRef)}`} title={playlist.title} image={imageUrl(config, playlist.coverPath)} shape="square">
      <p className="card__text">{playlist.curator}</p>
      <p className="card__text">{count(playlist.itemCount, 'item')}</p>
    </Card>
  );
}
