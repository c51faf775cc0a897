/**
 * Preview pages of an edition at `/images/pages/{editionRef}-{n}.svg`: the first pages of the
 * score (at most PREVIEW_PAGE_LIMIT, never more than the edition has), drawn as small
 * deterministic SVGs so the preview page has real pictures without storing any. Page 1 carries
 * the title and composer like a printed first page; every page has staves with a few note heads.
 */
import type { Catalogue } from './catalogue';
import { hashString, streamFor } from './random';
import { escapeXml, wrap } from './text';

/** How many leading pages the image storage serves for an edition. */
export const PREVIEW_PAGE_LIMIT = 3;
export const PAGE_WIDTH = 600;
export const PAGE_HEIGHT = 848;

const MARGIN_X = 48;
const LINE_GAP = 7;
const STAVE_GAP = 66;
const BOTTOM = PAGE_HEIGHT - 64;

/** "ED-000001-2" → the edition index and the 1-based page, or null when it is not a served page. */
export function parsePageFile(catalogue: Catalogue, file: string): { index: number; page: number } | null {
  const match = /^(ED-\d{6,})-([1-9]\d{0,2})$/.exec(file);
  if (!match) return null;
  const index = catalogue.parseEditionRef(match[1]!);
  if (index === null) return null;
  const page = Number(match[2]);
  if (page > Math.min(PREVIEW_PAGE_LIMIT, catalogue.edition(index).pageCount)) return null;
  return { index, page };
}

/** Five lines, a barline at each end and one in the middle, and a few note heads per bar. */
function stave(y: number, random: ReturnType<typeof streamFor>): { lines: string; notes: string } {
  const left = MARGIN_X;
  const right = PAGE_WIDTH - MARGIN_X;
  const middle = (left + right) / 2;
  let lines = '';
  for (let l = 0; l < 5; l++) lines += `M${left} ${y + l * LINE_GAP}H${right}`;
  const height = 4 * LINE_GAP;
  lines += `M${left} ${y}v${height}M${middle} ${y}v${height}M${right} ${y}v${height}`;
  let notes = '';
  // Two bars, each with a few notes spread clear of the barlines.
  for (const [from, to] of [
    [left + 36, middle],
    [middle, right],
  ] as const) {
    const count = random.int(2, 4);
    for (let n = 0; n < count; n++) {
      const x = Math.round(from + ((to - from) * (n + 0.5)) / count);
      const step = random.int(-1, 9);
      const cy = y + height - (step * LINE_GAP) / 2;
      notes += `<ellipse cx="${x}" cy="${cy}" rx="5" ry="3.6" transform="rotate(-20 ${x} ${cy})"/>`;
    }
  }
  return { lines, notes };
}

export function renderScorePage(catalogue: Catalogue, index: number, page: number): string {
  const edition = catalogue.edition(index);
  const random = streamFor(`page-${page}`, index);
  let heading = '';
  let top = 72;
  if (page === 1) {
    const title = wrap(edition.title, 34, 2);
    heading =
      title.map((line, i) => `<text x="${PAGE_WIDTH / 2}" y="${84 + i * 32}" font-size="26" text-anchor="middle">${escapeXml(line)}</text>`).join('') +
      `<text x="${PAGE_WIDTH - MARGIN_X}" y="${116 + title.length * 32}" font-size="15" text-anchor="end">` +
      `${escapeXml(edition.composers[0]?.name ?? '')}</text>`;
    top = 150 + title.length * 32;
  }
  let lines = '';
  let notes = '';
  for (let y = top; y + 4 * LINE_GAP <= BOTTOM; y += STAVE_GAP) {
    const drawn = stave(y, random);
    lines += drawn.lines;
    notes += drawn.notes;
  }
  const tint = hashString(edition.editionRef) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}"` +
    ` role="img" aria-label="Page ${page} of ${escapeXml(edition.title)}">` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="hsl(${tint}, 30%, 98%)"/>` +
    `<g font-family="Georgia, 'Times New Roman', serif" fill="#1a1a1a">${heading}` +
    `<text x="${PAGE_WIDTH / 2}" y="${PAGE_HEIGHT - 28}" font-size="13" text-anchor="middle">${page}</text></g>` +
    `<path d="${lines}" stroke="#1a1a1a" stroke-width="1" fill="none"/>` +
    `<g fill="#1a1a1a">${notes}</g>` +
    `</svg>`
  );
}
