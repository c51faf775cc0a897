// shared/languages.ts's LANGUAGES and LANGUAGE_TAGS, read from its source (a script here cannot
// import TypeScript).
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../../shared/languages.ts', import.meta.url), 'utf8');

/** The site's languages, English first: ['en', 'de', …]. */
export const SITE_LANGUAGES = JSON.parse(/LANGUAGES = (\[[^\]]*\])/.exec(source)[1].replaceAll("'", '"'));

const table = /LANGUAGE_TAGS: Record<Language, string> = \{([^}]*)\}/.exec(source)?.[1];
if (!table) throw new Error('shared/languages.ts: LANGUAGE_TAGS not found');

/** Each language's BCP 47 tag: { en: 'en-GB', de: 'de', … }. */
export const LANGUAGE_TAGS = Object.fromEntries([...table.matchAll(/(\w+): '([^']+)'/g)].map(([, code, tag]) => [code, tag]));
