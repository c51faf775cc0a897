import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * React Router's production build for the browser, with its display names dropped and its
 * components and contexts marked pure (docs/decisions/021-first-load-budget.md, 039; how to check
 * it after an upgrade: docs/upgrading.md).
 *
 * 1. The build resolves `react-router` (and `react-router/dom`) to the package's dist/production
 *    files. The package publishes them but its `exports` name only dist/development, with no
 *    production condition for `resolve.conditions` to pick, so the build asks for them by path,
 *    and fails if a release no longer has them.
 * 2. The chunk ends each component with `X.displayName = "X"` and creates components and contexts
 *    without a pure annotation, so the bundler keeps each of those statements with everything it
 *    names: <Form> and its submission code, <ScrollRestoration>, unstable_HistoryRouter... The
 *    transform removes the top-level `X.displayName = …` statements (read only by React's
 *    developer tools) and marks the top-level `var X = React.forwardRef|createContext|memo(…)`
 *    calls pure. No documented option does this: `treeshake.manualPureFunctions` covers the calls
 *    but not the assignments, and `treeshake.propertyWriteSideEffects: false` would, but for
 *    every module, and drops writes React DOM and the router need (decision 039).
 *
 * The transform counts what it changed: a release written differently (fewer or more display
 * names or component calls, other file names) fails the build rather than bring the dropped code
 * back unnoticed.
 */

/** What the transform changes in React Router 7.18.7's production chunks (all in one chunk). */
export const EXPECTED = { displayNames: 15, pureCalls: 16 };

const COMPONENT_CALLS = new Set(['forwardRef', 'createContext', 'memo']);
const NAME = 'react-router-production-build';
const FIX = 'see docs/upgrading.md, "React Router\'s production build"';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The files the alias points at, for the installed react-router. */
export function reactRouterProductionFiles(): { index: string; dom: string } {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return { index: join(root, 'dist/production/index.mjs'), dom: join(root, 'dist/production/dom-export.mjs') };
}

/**
 * Removes the top-level display names of one production chunk and marks its top-level component
 * calls pure. Returns the new code and what it changed; throws nothing (the counts are checked
 * over the whole build).
 */
export function rewriteChunk(code: string, program: { body: Node[] }) {
  const out = new MagicString(code);
  // `import * as React3 from "react"`: the names the chunk calls React by.
  const react = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node & { value: unknown }).value !== 'react') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportNamespaceSpecifier') react.add((specifier.local as Node).name as string);
    }
  }
  let displayNames = 0;
  let pureCalls = 0;
  for (const statement of program.body) {
    if (statement.type === 'ExpressionStatement') {
      const expression = statement.expression as Node;
      if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') continue;
      const left = expression.left as Node;
      const property = left.property as Node | undefined;
      if (left.type !== 'MemberExpression' || left.computed || (left.object as Node).type !== 'Identifier') continue;
      if (property?.type !== 'Identifier' || property.name !== 'displayName') continue;
      out.remove(statement.start, statement.end);
      displayNames++;
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as Node[]) {
        const init = declarator.init as Node | null;
        if (init?.type !== 'CallExpression') continue;
        const callee = init.callee as Node;
        const object = callee.object as Node | undefined;
        const property = callee.property as Node | undefined;
        if (callee.type !== 'MemberExpression' || callee.computed || object?.type !== 'Identifier' || !react.has(object.name as string)) continue;
        if (property?.type !== 'Identifier' || !COMPONENT_CALLS.has(property.name as string)) continue;
        out.prependLeft(init.start, '/* @__PURE__ */ ');
        pureCalls++;
      }
    }
  }
  return { out, displayNames, pureCalls };
}

export function reactRouterProductionPlugin(): Plugin {
  let changed = { displayNames: 0, pureCalls: 0, chunks: 0 };
  return {
    name: NAME,
    apply: (_config, { mode }) => mode === 'production',
    config() {
      const files = reactRouterProductionFiles();
      for (const file of Object.values(files)) {
        if (!existsSync(file)) throw new Error(`${NAME}: ${file} is missing (react-router no longer publishes its production build there): ${FIX}`);
      }
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: files.index },
            // Its DOM entry too, should a module ever import it: two builds would be two routers' contexts.
            { find: /^react-router\/dom$/, replacement: files.dom },
          ],
        },
      };
    },
    buildStart() {
      changed = { displayNames: 0, pureCalls: 0, chunks: 0 };
    },
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]*\.mjs$/ },
      handler(code, id) {
        const { out, displayNames, pureCalls } = rewriteChunk(code, this.parse(code) as unknown as { body: Node[] });
        changed.chunks++;
        changed.displayNames += displayNames;
        changed.pureCalls += pureCalls;
        if (displayNames === 0 && pureCalls === 0) return null;
        return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
      },
    },
    buildEnd(error) {
      if (error) return;
      const { chunks, displayNames, pureCalls } = changed;
      if (chunks === 0) {
        this.error(
          `${NAME}: no chunk of react-router's dist/production was transformed (the build no longer uses it, or its files are named differently): ${FIX}`,
        );
      }
      if (displayNames !== EXPECTED.displayNames || pureCalls !== EXPECTED.pureCalls) {
        this.error(
          `${NAME}: removed ${displayNames} display names and marked ${pureCalls} component calls pure in react-router's production chunks; ` +
            `expected ${EXPECTED.displayNames} and ${EXPECTED.pureCalls}. React Router is written differently: ${FIX}`,
        );
      }
    },
  };
}
