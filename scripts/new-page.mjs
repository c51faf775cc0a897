// npm run new-page -- <id> [--family <folder>] [--path </address>] [--title <title>]
//   Writes a new page that renders as it is, for you to make your own (README.md, "Adding a page"):
//   - client/routes/<family>/pages.ts: its declaration (a new file, or one more declaration at the
//     end of the family's file);
//   - client/routes/<family>/<id>.tsx: its component, and <id>-loader.ts: its loader;
//   - its words at the end of locales/messages.pot;
//   then brings the catalogues, the generated modules and the README's page table up to date.
//   <id> is the route's id and the files' name: lower case words joined by hyphens. The family is
//   <id> unless given; the address is /<id> unless given; the title is <id>'s words.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SOURCE_CATALOGUE } from './i18n/catalogue.mjs';
import { ROUTES_DIR } from './pages/declarations.mjs';

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** 'learning-hub' → ['learning', 'hub']. */
const words = (id) => id.split('-');
const pascal = (id) =>
  words(id)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
const camel = (id) => pascal(id)[0].toLowerCase() + pascal(id).slice(1);
const constant = (id) => `${words(id).join('_').toUpperCase()}_TEXT`;

/** A string as the formatter writes it: in single quotes, or in double quotes when it holds one. */
const quoted = (text) => (text.includes("'") && !text.includes('"') ? JSON.stringify(text) : `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`);

function declaration(id, { path, title, family }) {
  // A key that is a plain name goes unquoted, as the formatter has it.
  return `  ${/^[a-z]\w*$/.test(id) ? id : `'${id}'`}: {
    pattern: '${path}',
    loader: './${id}-loader#${camel(id)}Loader',
    component: './${id}#${pascal(id)}Page',
    sitemap: 'fixed',
    needs: 'none',
    group: '${family}',
    samples: ['${path}'],
    about: ${quoted(title.toLowerCase())},
  },`;
}

function declarationsFile(id, options) {
  return `import { definePages } from '../../../shared/define-pages';

/** ${options.title}. What each field says: shared/define-pages.ts. */
export const ${camel(id)}Pages = definePages({
${declaration(id, options)}
});
`;
}

/** One more declaration at the end of an existing family's file: `npm run pages` reads every export. */
const moreDeclarations = (id, options) => `
/** ${options.title}. */
export const ${camel(id)}Pages = definePages({
${declaration(id, options)}
});
`;

function loaderFile(id) {
  return `import type { LoaderFunctionArgs } from 'react-router';

/** What the page shows. */
export interface ${pascal(id)}Data {
  /** The entries it lists, none yet. */
  entries: string[];
}

/**
 * Runs in the worker only, for the page's render and for a client navigation's data. Read upstream
 * here with \`apiFrom(context).read({ family, path, schema, signal })\` (client/lib/api-context.ts),
 * as client/routes/institutions/institutions-loader.ts does; a query parameter it reads goes in
 * the page's \`params\` (./pages.ts).
 */
export async function ${camel(id)}Loader(_args: LoaderFunctionArgs): Promise<${pascal(id)}Data> {
  return { entries: [] };
}
`;
}

function componentFile(id, family) {
  const text = constant(id);
  return `import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { useMessages } from '../../lib/language-context';
import { ${text} as ${text}_EN } from '#messages/${ROUTES_DIR}/${family}/${id}';
import type { ${pascal(id)}Data } from './${id}-loader';

/** The page at its pattern (./pages.ts), in the page's language. */
export function ${pascal(id)}Page() {
  const ${text} = useMessages(${text}_EN);
  const { entries } = useLoaderData() as ${pascal(id)}Data;
  return (
    <>
      <PageMeta title={${text}.title} description={${text}.description} keywords={${text}.keywords} />
      <Breadcrumbs items={[{ name: ${text}.title }]} />
      <h1 className="page__title">{${text}.title}</h1>
      <p className="page__intro">{${text}.intro}</p>
      {entries.length > 0 ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
`;
}

/** The page's words, in the source catalogue's form. */
function catalogueEntries(id, family, title) {
  const module = `${ROUTES_DIR}/${family}/${id}`;
  const entry = (key, text, note) =>
    `\n${note ? `#. ${note}\n` : ''}#. module: ${module}\nmsgctxt "${constant(id)}.${key}"\nmsgid "${text.replaceAll('"', '\\"')}"\nmsgstr ""\n`;
  return [
    entry('title', title, "The page's heading and title."),
    entry('description', `${title} on nkoda.`, 'The description search engines show.'),
    entry('intro', `${title}: what this page is for.`, 'The first paragraph, under the heading.'),
    entry('keywords[0]', title.toLowerCase(), "The page's keywords (docs/requirements.md §2.3)."),
    entry('keywords[1]', 'sheet music'),
    entry('keywords[2]', 'nkoda'),
  ].join('');
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { family: { type: 'string' }, path: { type: 'string' }, title: { type: 'string' } },
});
const [id] = positionals;
const fail = (message) => {
  console.error(`new-page: ${message}`);
  process.exit(1);
};
if (!id || !ID.test(id)) fail('give the page an id: lower case words joined by hyphens (npm run new-page -- composers)');
const family = values.family ?? id;
if (!ID.test(family)) fail(`the family "${family}" is no folder name: lower case words joined by hyphens`);
const path = values.path ?? `/${id}`;
if (!/^\/[a-z0-9/-]*$/.test(path)) fail(`the address "${path}" is no fixed page address ('/composers')`);
const title =
  values.title ??
  words(id)
    .join(' ')
    .replace(/^./, (first) => first.toUpperCase());

const folder = join(ROUTES_DIR, family);
const files = { component: join(folder, `${id}.tsx`), loader: join(folder, `${id}-loader.ts`), pages: join(folder, 'pages.ts') };
for (const file of [files.component, files.loader]) if (existsSync(file)) fail(`${file} is there already`);
const catalogue = readFileSync(SOURCE_CATALOGUE, 'utf8');
if (catalogue.includes(`msgctxt "${constant(id)}.`)) fail(`${SOURCE_CATALOGUE} has ${constant(id)} already`);

mkdirSync(folder, { recursive: true });
const options = { path, title, family };
if (existsSync(files.pages)) appendFileSync(files.pages, moreDeclarations(id, options));
else writeFileSync(files.pages, declarationsFile(id, options));
writeFileSync(files.loader, loaderFile(id));
writeFileSync(files.component, componentFile(id, family));
appendFileSync(SOURCE_CATALOGUE, catalogueEntries(id, family, title));

// The catalogues' references and the languages' entries, the message modules, the page modules and the README's table.
const node = (...args) => execFileSync(process.execPath, args, { stdio: 'inherit' });
node('scripts/i18n.mjs', '--update');
node('scripts/i18n.mjs');
node('scripts/pages.mjs', '--readme');
console.log(`
${id}: ${path} is declared in ${files.pages}, with ${files.component} and ${files.loader};
its words are at the end of ${SOURCE_CATALOGUE}, to translate in each language's catalogue (locales/README.md).
npm start serves it now. Then: its demo addresses (samples), what it needs from upstream, and its words.`);
