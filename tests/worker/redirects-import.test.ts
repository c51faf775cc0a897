import { describe, expect, it } from 'vitest';
import { checkImport, checkTargets, normaliseRows, parseExport, sortProblems, type Fetch } from '../../redirects/import';
import { settledFetch } from '../support/site';

/**
 * The import's target check (redirects/import.ts) against the real worker on the demo upstream:
 * what `npm run redirects:import` asks of the local demo site, here without wrangler dev. Each
 * request's background work settles before its answer is handed back (settledFetch says why).
 */
const site: Fetch = settledFetch;

async function importProblems(csv: string) {
  const parsed = parseExport(csv, 'old.csv');
  const rows = normaliseRows(parsed.rows);
  const targets = await checkTargets(rows, { site: 'http://site.test', siteLabel: 'the demo site', fetch: site, concurrency: 4 });
  return { problems: sortProblems([...parsed.problems, ...checkImport(rows, []), ...targets.problems], 'old.csv'), targets };
}

describe('the import asks the demo site about each target', () => {
  it('passes slug targets that are pages and names each target that answers 404 with its line', async () => {
    const { problems, targets } = await importProblems(
      [
        'old,new',
        '/sheet-music/johann-sebastian-bach,/artists/johann-sebastian-bach', // 2: an artist
        '/publisher/barenreiter,/publishers/barenreiter', // 3: a publisher
        '/sheet-music/johann-sebastian-bach/goldberg-variations,/work/goldberg-variations-ed-000002', // 4: an edition
        '/instruments/violin,/instrument?instrumentRef=IN-002', // 5: an instrument
        '/old-faq,/faq', // 6: a CMS page
        '/old-search,/search?q=Goldberg Variations', // 7: a search
        '/sheet-music/nobody-at-all,/artists/nobody-at-all', // 8: no such artist
        '/sheet-music/x/y,/work/goldberg-variations-ed-999999', // 9: no such edition
        '/instruments/none,/instrument?instrumentRef=IN-999', // 10: no such instrument
        '/publisher/none,/publishers/no-such-house', // 11: no such publisher
        '/sheet-music/nobody-again,/artists/nobody-at-all', // 12: the same target as line 8
      ].join('\n'),
    );
    expect(problems).toEqual([
      'old.csv:8: target "/artists/nobody-at-all" answers 404 on the demo site (also line 12)',
      'old.csv:9: target "/work/goldberg-variations-ed-999999" answers 404 on the demo site',
      'old.csv:10: target "/instrument?instrumentRef=IN-999" answers 404 on the demo site',
      'old.csv:11: target "/publishers/no-such-house" answers 404 on the demo site',
    ]);
    expect(targets).toMatchObject({ distinct: 10, direct: 6, ruleOne: 0 });
  });

  it('passes name targets the worker sends on to their slug page (rule 1), and fails a name nobody has', async () => {
    const { problems, targets } = await importProblems(
      [
        '/sheet-music/Bach,/artists/Johann Sebastian Bach',
        '/publisher/ba,/publishers/Bärenreiter',
        '/sheet-music/bach/wtc1,"/work/The Well-Tempered Clavier, Book 1"',
        '/sheet-music/Dvořák,/artists/Antonín Dvořák',
        '/sheet-music/nobody,/artists/Nobody At All',
      ].join('\n'),
    );
    expect(problems).toEqual(['old.csv:5: target "/artists/Nobody%20At%20All" answers 404 on the demo site']);
    expect(targets).toMatchObject({ distinct: 5, direct: 0, ruleOne: 4 });
  });
});
