/**
 * Image storage at `/images/{kind}/{ref}.svg`: small deterministic SVG placeholders with a colour
 * derived from the ref and the item's title, served with a year-long immutable cache header.
 * `/images/pages/{editionRef}-{n}.svg` are an edition's first score pages (score-pages.ts).
 */
import { Hono } from 'hono';
import type { Catalogue } from './catalogue';
import { BLOG_ARTICLES } from './cms-blog';
import { eventTitle } from './cms-events';
import { catalogueOf, type UpstreamEnv } from './env';
import { INSTITUTIONS, UPLOADS } from './extras';
import { notFound } from './http';
import { PUBLISHERS } from './names';
import { artistByRef } from './people';
import { playlistByRef } from './playlists';
import { hashString } from './random';
import { parsePageFile, renderScorePage } from './score-pages';
import { escapeXml, wrap } from './text';

interface Picture {
  title: string;
  subtitle?: string;
}

interface Kind {
  width: number;
  height: number;
  resolve: (ref: string, catalogue: Catalogue) => Picture | undefined;
}

const KINDS: Record<string, Kind> = {
  covers: {
    width: 600,
    height: 848,
    resolve: (ref, catalogue) => {
      const index = catalogue.parseEditionRef(ref);
      if (index === null) return undefined;
      const edition = catalogue.editionSummary(index);
      return { title: edition.title, subtitle: `${edition.composers[0]?.name ?? ''} · ${edition.publisherName}` };
    },
  },
  publishers: {
    width: 240,
    height: 120,
    resolve: (ref) => {
      const publisher = /^\d+$/.test(ref) ? PUBLISHERS[Number(ref) - 1] : undefined;
      return publisher && { title: publisher.name };
    },
  },
  artists: {
    width: 400,
    height: 400,
    resolve: (ref) => {
      const artist = artistByRef(ref);
      return artist && { title: artist.facts.name };
    },
  },
  institutions: {
    width: 240,
    height: 120,
    resolve: (ref) => {
      const institution = INSTITUTIONS.find((i) => String(i.institutionId) === ref);
      return institution && { title: institution.name };
    },
  },
  playlists: {
    width: 600,
    height: 600,
    resolve: (ref) => {
      const playlist = playlistByRef(ref);
      return playlist && { title: playlist.facts.title, subtitle: playlist.facts.curator };
    },
  },
  blog: {
    width: 1200,
    height: 630,
    resolve: (slug) => {
      const article = BLOG_ARTICLES.find((a) => a.attributes.slug === slug);
      return article && { title: String(article.attributes.title) };
    },
  },
  events: {
    width: 1200,
    height: 630,
    resolve: (slug) => {
      const title = eventTitle(slug);
      return title === undefined ? undefined : { title };
    },
  },
  uploads: {
    width: 600,
    height: 848,
    resolve: (ref) => {
      const upload = UPLOADS.find((u) => u.userFileRef === ref);
      return upload && { title: upload.title, subtitle: upload.ownerName };
    },
  },
};

export function renderSvg(ref: string, kind: Kind, picture: Picture): string {
  const { width, height } = kind;
  const hue = hashString(ref) % 360;
  const fontSize = Math.max(14, Math.round(Math.min(width, height) / 10));
  const lines = wrap(picture.title, Math.max(8, Math.floor(width / (fontSize * 0.55))), 4);
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.2) / 2;
  const text = lines
    .map((l, i) => `<text x="${width / 2}" y="${Math.round(top + i * fontSize * 1.2)}" font-size="${fontSize}">${escapeXml(l)}</text>`)
    .join('');
  const subtitle = picture.subtitle
    ? `<text x="${width / 2}" y="${height - fontSize}" font-size="${Math.round(fontSize * 0.5)}">${escapeXml(picture.subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img" aria-label="${escapeXml(picture.title)}">` +
    `<rect width="${width}" height="${height}" fill="hsl(${hue}, 42%, 32%)"/>` +
    `<g font-family="Georgia, 'Times New Roman', serif" fill="#fdfaf3" text-anchor="middle" dominant-baseline="middle">${text}${subtitle}</g>` +
    `</svg>`
  );
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=31536000, immutable',
};

export const images = new Hono<UpstreamEnv>().get('/:kind/:file', (c) => {
  // Score pages for the preview page: `{editionRef}-{n}.svg`, drawn rather than titled.
  if (c.req.param('kind') === 'pages') {
    const catalogue = catalogueOf(c);
    const name = /^(.+)\.svg$/.exec(c.req.param('file'))?.[1];
    const page = name === undefined ? null : parsePageFile(catalogue, name);
    if (!page) return notFound(c);
    return c.body(renderScorePage(catalogue, page.index, page.page), 200, SVG_HEADERS);
  }
  const kind = KINDS[c.req.param('kind')];
  const match = /^(.+)\.svg$/.exec(c.req.param('file'));
  if (!kind || !Object.hasOwn(KINDS, c.req.param('kind')) || !match) return notFound(c);
  const ref = match[1]!;
  const picture = kind.resolve(ref, catalogueOf(c));
  if (!picture) return notFound(c);
  return c.body(renderSvg(ref, kind, picture), 200, SVG_HEADERS);
});
