/**
 * What the smoke check expects of a live site, taken from the code that makes the site answer it,
 * so a renamed path or a new language changes one place. Loaded by scripts/smoke.mjs through
 * scripts/lib/load-ts.mjs (Node cannot import TypeScript); nothing here may reach the network.
 */
export { LANGUAGES, LANGUAGE_TAGS, DEFAULT_LANGUAGE, localizedPath } from '../../shared/languages';
export { NOT_FOUND_PATH } from '../../shared/spec';
export { ROBOTS_PATH, ROBOTS_DISALLOW, SITEMAP_INDEX_PATH, SITEMAP_CHILD_PREFIX } from '../../shared/sitemap';
export { TRUSTED_TYPES_POLICIES } from '../../shared/trusted-types';
export { FORM_PATHS } from '../../shared/forms/form-paths';
export { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
export { parseTable } from '../../redirects/compile';
export { namesAnItem } from '../../shared/name-key';
