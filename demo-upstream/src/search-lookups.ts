/** GET type-ahead lookups and filter lists of `/v4/search`. */
import { Hono } from 'hono';
import type { Suggestion } from '../../shared/suggestions';
import { type UpstreamContext, catalogueOf, type UpstreamEnv } from './env';
import { badRequest, intQuery } from './http';
import { ENSEMBLES, GROUPS, INSTRUMENTS } from './instruments';
import { page } from './lattice';
import { editionSelection, matchingWorks } from './matching';
import { ARTISTS, artistByRef, type ArtistEntry, byPopularity, searchArtists } from './people';
import { fold, matchesAllTokens, words } from './text';
import { compositionRef, compositionSlug } from './compositions';
import { WORKS } from './works';

/** `top` query: default 10, at most 100; null when malformed. */
function topOf(c: UpstreamContext): number | null {
  const top = intQuery(c, 'top', 10);
  return top === null ? null : Math.min(top, 100);
}

const artistSuggestion = (a: ArtistEntry): Suggestion => ({ id: a.ref, label: a.facts.name, kind: 'artist', slug: a.slug });

export const lookups = new Hono<UpstreamEnv>()
  .get('/lookupartist', (c) => {
    const text = c.req.query('artist');
    const top = topOf(c);
    if (text === undefined || top === null) return badRequest(c, 'artist is required and top must be a number');
    // By default only composers are suggested; skipFilter=true suggests every role.
    const everyone = c.req.query('skipFilter') === 'true';
    const found = searchArtists(catalogueOf(c), text).filter((a) => everyone || a.role === 'composer');
    return c.json(found.slice(0, top).map(artistSuggestion));
  })
  .get('/lookupartist/startswith', (c) => {
    const text = c.req.query('artist');
    const top = topOf(c);
    if (text === undefined || top === null) return badRequest(c, 'artist is required and top must be a number');
    const prefix = fold(text.trim());
    const found = ARTISTS.filter((a) => fold(a.facts.name).startsWith(prefix) || fold(a.facts.surname).startsWith(prefix));
    return c.json(byPopularity(catalogueOf(c), found).slice(0, top).map(artistSuggestion));
  })
  .get('/lookupedition', (c) => {
    const text = c.req.query('edition');
    const top = topOf(c);
    if (text === undefined || top === null) return badRequest(c, 'edition is required and top must be a number');
    const catalogue = catalogueOf(c);
    const rows = page(editionSelection(catalogue, { query: text }), 0, top).map((i): Suggestion => {
      const summary = catalogue.editionSummary(i);
      return { id: summary.editionRef, label: `${summary.title} (${summary.publisherName})`, kind: 'edition', slug: summary.slug };
    });
    return c.json(rows);
  })
  .get('/lookupcomposition', (c) => {
    const text = c.req.query('queryString') ?? '';
    const top = topOf(c);
    if (top === null) return badRequest(c, 'top must be a number');
    const artistRef = c.req.query('artistRef');
    let composer: string | null = null;
    if (artistRef) {
      const artist = artistByRef(artistRef);
      if (artist?.role !== 'composer') return c.json([]);
      composer = artist.facts.key;
    }
    const rows = matchingWorks(text, composer)
      .slice(0, top)
      .map((w): Suggestion => {
        const work = WORKS[w]!;
        return {
          id: compositionRef(w),
          label: work.catalogue ? `${work.title}, ${work.catalogue}` : work.title,
          kind: 'composition',
          slug: compositionSlug(w),
        };
      });
    return c.json(rows);
  })
  .get('/lookupensemble', (c) => {
    const tokens = words(c.req.query('queryString') ?? '');
    const top = topOf(c);
    if (top === null) return badRequest(c, 'top must be a number');
    const rows = ENSEMBLES.filter((e) => matchesAllTokens(tokens, words(e.name)))
      .slice(0, top)
      .map((e): Suggestion => ({ id: e.id, label: e.name, kind: 'ensemble', slug: null }));
    return c.json(rows);
  })
  .get('/filtergroups', (c) => {
    const catalogue = catalogueOf(c);
    return c.json(GROUPS.map((g) => ({ id: g.id, name: g.name, count: editionSelection(catalogue, { groups: [g.id] }).total })));
  })
  .get('/filterinstruments', (c) => {
    const catalogue = catalogueOf(c);
    const rows = INSTRUMENTS.map((instrument, i) => ({
      instrumentRef: instrument.ref,
      name: instrument.name,
      count: catalogue.instrumentEditions(i).total,
    }));
    return c.json(rows.filter((row) => row.count > 0));
  });
