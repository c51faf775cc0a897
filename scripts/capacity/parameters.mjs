// Every assumption of the capacity model (./model.mjs), each a named parameter with its default
// and the reason for it. docs/capacity.md lists them as `npm run capacity -- --write` prints them;
// CAPACITY_<NAME>=<JSON> in the environment overrides one for a run (e.g. CAPACITY_ZIPF_ALPHA=1).

/** @typedef {{ value: unknown, reason: string }} Parameter */

export const PARAMETERS = {
  monthlyPageViews: {
    value: [10_000_000, 100_000_000, 1_000_000_000],
    reason: 'The three scales asked about: page views by people, in a 30-day month. Crawlers come on top (crawlers).',
  },
  familyShares: {
    value: {
      edition: 0.38,
      composition: 0.06,
      artist: 0.1,
      publisher: 0.02,
      instrument: 0.02,
      playlist: 0.02,
      search: 0.12,
      home: 0.1,
      list: 0.06,
      'blog-article': 0.07,
      'blog-category': 0.01,
      legal: 0.04,
    },
    reason:
      'A catalogue site is reached through its item pages from search engines: editions first, then composers and ' +
      'works; search, the home page and the lists are what visitors click next. An assumption until analytics exist; ' +
      'the edition share is what moves the result.',
  },
  catalogue: {
    value: {
      edition: 100_200,
      composition: 25_000,
      artist: 12_000,
      publisher: 150,
      instrument: 22,
      playlist: 400,
      search: 20_000,
      home: 1,
      list: 12,
      'blog-article': 300,
      'blog-category': 12,
      legal: 10,
    },
    reason:
      'Editions: the 100,200 the catalogue holds. Works, people, publishers and playlists in the proportion a sheet-' +
      'music catalogue of that size has (about 4 editions a work, 8 an artist). Search: distinct queries people type ' +
      'in a month (most typed once). Instruments, lists, legal pages: as the site has them.',
  },
  zipfAlpha: {
    value: 0.8,
    reason:
      'Popularity within a family follows Zipf\'s law; Breslau et al., "Web Caching and Zipf-like Distributions" ' +
      '(INFOCOM 1999) measured exponents 0.64-0.83 on web traces. 0.8 is near the top; docs/capacity.md also gives ' +
      'the month at 0.64, where caches hit less.',
  },
  languageShares: {
    value: { en: 0.5, de: 0.12, fr: 0.1, es: 0.1, it: 0.05, ja: 0.08, zh: 0.05 },
    reason: 'The seven languages: English for most, then the markets the catalogue sells most in. Each language is a page of its own to every cache.',
  },
  crawlers: {
    value: { count: 4, revisitDays: 14, locations: 5 },
    reason:
      'Four crawlers that matter (Google, Bing, Yandex, Applebot) each fetch every address the sitemaps list once a ' +
      'fortnight, from a handful of locations. Their revisit is far longer than any cache lifetime, so each of their ' +
      'requests renders.',
  },
  locations: {
    value: 120,
    reason: "Cloudflare runs in 330+ cities; the busiest 120 carry nearly all of a site's traffic, spread evenly here (an uneven spread caches better).",
  },
  isolatesPerLocation: {
    value: 6,
    reason:
      'A location runs the Worker on several machines, one isolate each while traffic lasts; six is a middle figure. ' +
      'Every isolate has its own page cache and memory layer, so this is the multiplier of cold starts and refreshes.',
  },
  countryShares: {
    value: [0.8, 0.2],
    reason: "The page cache keys on the visitor's country (availability): a location serves mostly its own country, and one neighbour.",
  },
  consentShare: {
    value: 0.5,
    reason: 'Half the visitors have answered the cookie bar; the page cache keeps a copy with and without it.',
  },
  dataShare: {
    value: 0.35,
    reason:
      'Page views that are a client navigation (a /__data request, which runs the loaders and never uses the page ' +
      'cache) rather than a document: about a third of views follow a click within the site.',
  },
  bffPerView: {
    value: 0.6,
    reason: "BFF reads a page view makes in the browser (the search box's suggestions, the lists' facets), on average.",
  },
  answerChars: {
    value: 6_000,
    reason: "The mean size of one upstream answer as the memory layer counts it (JSON characters); a work page's answers are 2-20 KB in the demo.",
  },
  peakFactor: {
    value: 2.5,
    reason: "The busiest minute of an ordinary day against the month's mean rate (a day's peak hour is about 2x its mean, a minute within it more).",
  },
  kvPropagationSeconds: {
    value: 60,
    reason: 'KV is eventually consistent: a write is seen in other locations up to 60 s later, so an answer written there is fresh for 60 s less.',
  },
  edgeLifetimeSeconds: {
    value: 300,
    reason:
      "How long Workers Cache (when modelled in front of the Worker) keeps a shared page: the page cache's own " +
      'freshness, so visitors see changes no later than today. Longer lifetimes need purging on change.',
  },
  purgeCheckSeconds: {
    value: 30,
    reason:
      'How long an isolate trusts the purge times it read (decision 064; HOLD_MS in worker/cache/purges.ts): each live ' +
      'isolate reads the one KV key at most this often, counted here as once every 30 s for each of them (an upper ' +
      'bound: an isolate asked less often reads less).',
  },
  originRequestsPerSecond: {
    value: 50,
    reason: 'What a normal origin (the catalogue API behind its own cache) takes without harm, assumed until its operators say.',
  },
};

/** The parameters' values, with CAPACITY_<NAME> overrides from `env` (JSON). */
export function parameterValues(env = process.env, parameters = PARAMETERS) {
  return Object.fromEntries(
    Object.entries(parameters).map(([name, { value }]) => {
      const variable = `CAPACITY_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
      return [name, env[variable] === undefined ? value : JSON.parse(env[variable])];
    }),
  );
}
