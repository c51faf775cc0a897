// The deploy lane's refusals (scripts/deploy/): an environment whose ids are still placeholders,
// or whose Worker lacks a required secret, is refused before anything is uploaded, naming each;
// the workflow reads versions from wrangler's records, not from its printed text. Cloudflare is
// never asked: the secrets set on a Worker come from a stand-in.
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS scripts of the deploy lane.
import { deployProblems } from '../../scripts/deploy/check.mjs';
// @ts-expect-error: plain JS scripts of the deploy lane.
import { current } from '../../scripts/deploy/current-version.mjs';
// @ts-expect-error: plain JS scripts of the deploy lane.
import { environmentName, readEnvironment } from '../../scripts/deploy/environments.mjs';
// @ts-expect-error: plain JS scripts of the deploy lane.
import { parseOutputEntries } from '../../scripts/deploy/wrangler-output.mjs';

type Config = { name: string; secrets?: { required?: string[] } };
const problemsOf = (config: Config, secretNames: () => string[]): string[] => deployProblems({ config, secretNames });
const allSet = () => ['UNPUBLISHED_KEY', 'CACHE_PURGE_KEY'];

describe('the deploy check on wrangler.toml as committed', () => {
  const configs: Record<string, Config> = {};
  // Wrangler's own reader resolves each environment; loading it takes seconds on a busy machine.
  beforeAll(async () => {
    for (const name of ['staging', 'production']) configs[name] = await readEnvironment(name);
  }, 120_000);

  it.each([
    ['staging', 'REPLACE-WITH-STAGING-UPSTREAM_CACHE-ID'],
    ['production', 'REPLACE-WITH-PRODUCTION-UPSTREAM_CACHE-ID'],
  ])('refuses %s while its KV id is a placeholder, naming the binding and the id', (name, placeholder) => {
    expect(problemsOf(configs[name]!, allSet)).toEqual([
      `placeholder: kv_namespaces[0].id (UPSTREAM_CACHE) is "${placeholder}"; put the real id in wrangler.toml (docs/operations.md, "First deploy")`,
    ]);
  });

  it.each(['staging', 'production'])('names the preview key and the purge key when %s lacks them', (name) => {
    const problems = problemsOf(configs[name]!, () => ['SOMETHING_ELSE']);
    for (const secret of ['UNPUBLISHED_KEY', 'CACHE_PURGE_KEY'])
      expect(problems).toContain(`secret ${secret} is required and not set on sheet-music-site-${name}: npx wrangler secret put ${secret} --env ${name}`);
  });

  it('each environment is a Worker of its own, on its own origin', () => {
    expect(configs.staging!.name).toBe('sheet-music-site-staging');
    expect(configs.production!.name).toBe('sheet-music-site-production');
  });
});

describe('the deploy check on an environment filled in', () => {
  let filled: Config;
  beforeAll(async () => {
    filled = await readEnvironment('staging', 'tests/unit/fixtures/deploy/wrangler.toml');
  }, 120_000);

  it('lets it deploy once every required secret is set', () => {
    expect(problemsOf(filled, allSet)).toEqual([]);
  });

  it('says so when the secrets cannot be listed (no credentials), rather than passing', () => {
    const problems = problemsOf(filled, () => {
      throw new Error('In a non-interactive environment, it is necessary to set a CLOUDFLARE_API_TOKEN');
    });
    expect(problems).toEqual([
      'secrets: could not list the secrets set on deploy-check-fixture-staging: ' +
        'In a non-interactive environment, it is necessary to set a CLOUDFLARE_API_TOKEN',
    ]);
  });
});

describe('an environment named on the command line', () => {
  it('is staging or production, and anything else is named in the refusal', () => {
    expect(environmentName.safeParse('production').success).toBe(true);
    const wrong = environmentName.safeParse('prod');
    expect(wrong.success).toBe(false);
    expect(wrong.error.issues[0].message).toBe('the environment must be staging or production, not "prod"');
  });
});

describe("the workflow's reading of wrangler", () => {
  it("finds an upload's version in wrangler's output file", () => {
    const text =
      `${JSON.stringify({ type: 'wrangler-session', version: 1 })}\n` +
      `${JSON.stringify({ type: 'version-upload', version_id: 'v-new', preview_url: 'https://v-new.example.workers.dev' })}\n`;
    expect(parseOutputEntries(text).find((entry: { type: string }) => entry.type === 'version-upload')).toMatchObject({ version_id: 'v-new' });
  });

  it('refuses an output file line that is not JSON, naming it', () => {
    expect(() => parseOutputEntries('{"type":"version-upload"}\nnot json\n')).toThrow("wrangler's output file, line 2, is not JSON: not json");
  });

  it('goes back to the version that had all the traffic, and refuses to start from a split', () => {
    expect(current({ versions: [{ version_id: 'v-old', percentage: 100 }] })).toEqual({ versionId: 'v-old' });
    expect(
      current({
        versions: [
          { version_id: 'v-new', percentage: 10 },
          { version_id: 'v-old', percentage: 90 },
        ],
      }),
    ).toEqual({
      problem: 'a gradual deployment is under way (v-new at 10%, v-old at 90%): finish it or roll it back first',
    });
    expect(current(null)).toEqual({ problem: 'wrangler printed no deployment with versions' });
  });
});
