// The bursts of `npm run test:burst`: many visitors at once on pages a fresh worker has never
// read. Refs are of the demo catalogue at SCALE=334 (100,200 editions, 80 artists, 17 publishers,
// 22 instruments). `short` (npm test) keeps every burst's shape with fewer requests.

const pad = (n, width) => String(n).padStart(width, '0');
const repeat = (paths, times) => Array.from({ length: times }, () => paths).flat();

/** 32 editions spread over the catalogue, 12 artists, 8 publishers, 8 instruments, 4 searches. */
function differentPages(count) {
  const pages = [
    ...Array.from({ length: 32 }, (_, i) => `/work?editionRef=ED-${pad(10_007 + i * 2_861, 6)}`),
    ...Array.from({ length: 12 }, (_, i) => `/artist?artistRef=AR-${pad(20 + i, 4)}`),
    ...Array.from({ length: 8 }, (_, i) => `/publisher?publisherId=${9 + i}`),
    ...Array.from({ length: 8 }, (_, i) => `/instrument?instrumentRef=IN-${pad(5 + i, 3)}`),
    ...['sonata', 'concerto', 'quartet', 'nocturne'].map((q) => `/search?q=${q}`),
  ];
  return pages.slice(0, count);
}

const EIGHT_PAGES = [
  '/artist?artistRef=AR-0010',
  '/artist?artistRef=AR-0011',
  '/artist?artistRef=AR-0012',
  '/artist?artistRef=AR-0013',
  '/publisher?publisherId=7',
  '/publisher?publisherId=8',
  '/instrument?instrumentRef=IN-003',
  '/instrument?instrumentRef=IN-004',
];

/** Each burst: a name, what it stands for, and the paths sent all at once (one request each). */
export function bursts({ short = false } = {}) {
  return [
    {
      name: 'one-edition',
      what: 'one unread edition, many visitors',
      paths: repeat(['/work?editionRef=ED-077001'], short ? 32 : 64),
    },
    {
      name: 'eight-pages',
      what: '8 unread artist, publisher and instrument pages',
      paths: repeat(EIGHT_PAGES, short ? 8 : 32),
    },
    {
      name: 'different-pages',
      what: 'different unread pages at once',
      paths: differentPages(short ? 32 : 64),
    },
  ];
}

/** Unread pages asked one at a time (a normal miss each): editions away from the bursts' refs. */
export function missPages({ short = false } = {}) {
  return Array.from({ length: short ? 6 : 16 }, (_, i) => `/work?editionRef=ED-${pad(50_003 + i * 3_079, 6)}`);
}

/**
 * The purge burst's pages (decision 064): different pages whose answers are mostly the
 * promotion family's, read once so the worker holds them, then asked again after a purge of it.
 */
export function purgePages({ short = false } = {}) {
  return differentPages(short ? 32 : 60).filter((path) => !path.startsWith('/search'));
}
