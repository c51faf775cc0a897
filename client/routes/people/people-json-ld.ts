import type { Artist, Publisher } from '../../../shared/schemas/promotion';
import type { Vocabulary } from '../../components/catalogue-vocabulary';

/**
 * schema.org descriptions of the people pages' items, built from the data the page shows.
 * Optional facts are left out when the upstream has none (JSON drops undefined values).
 */

export function personJsonLd(artist: Artist, url: string, image: string | null, { artistRole, nationality }: Vocabulary): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: artist.name,
    url,
    image: image ?? undefined,
    jobTitle: artistRole(artist.role),
    birthDate: artist.birthYear === null ? undefined : String(artist.birthYear),
    deathDate: artist.deathYear === null ? undefined : String(artist.deathYear),
    nationality: artist.nationality ? nationality(artist.nationality) : undefined,
    description: artist.biography || undefined,
  };
}

export function organizationJsonLd(publisher: Publisher, url: string, logo: string | null, { country }: Vocabulary): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: publisher.name,
    url,
    logo: logo ?? undefined,
    sameAs: publisher.website ? [publisher.website] : undefined,
    foundingDate: publisher.founded === null ? undefined : String(publisher.founded),
    address: publisher.country ? { '@type': 'PostalAddress', addressCountry: country(publisher.country) } : undefined,
    description: publisher.description || undefined,
  };
}
