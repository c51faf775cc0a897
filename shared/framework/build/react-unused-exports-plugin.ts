import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * React and React DOM are CommonJS: every `exports.x = …` of their production files stays in
 * the entry whether or not anything reads it, with all the code only it uses (React.Children's
 * walker, cloneElement, createPortal, the resource hints of react-dom's index...). The browser
 * never reads these, so the production client build drops their assignments and the minifier
 * drops what only they used (docs/decisions/035-first-load-trim.md).
 *
 * Safe by construction: after the bundle is written, any chunk that still names one of them
 * (`.useTransition`, `"Children"`), or any module but react-dom's client that imports one of them
 * from react-dom (or imports react-dom other than by name), fails the build, so a component that
 * starts using one has it taken off the list here rather than meet `undefined` in the browser. And a React release
 * written differently (an export on the list without its `exports.x =` assignment, or no
 * production file read at all) fails the build too: docs/upgrading.md.
 */
const UNUSED: Record<string, { file: RegExp; names: string[] }> = {
  react: {
    file: /[\\/]node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/,
    names: [
      'Children',
      'cloneElement',
      'isValidElement',
      'PureComponent',
      'createRef',
      'cacheSignal',
      'unstable_useCacheRefresh',
      '__COMPILER_RUNTIME',
      'addTransitionType',
      'useActionState',
      'useDeferredValue',
      'useEffectEvent',
      'useImperativeHandle',
      'useTransition',
      'useInsertionEffect',
    ],
  },
  // react-dom-client reads only the internals from it; the framework's start reads `flushSync`
  // (shared/framework/browser/start.tsx). Nothing reads the rest (checked below).
  'react-dom': {
    file: /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom\.production\.js$/,
    names: [
      'createPortal',
      'preconnect',
      'prefetchDNS',
      'preinit',
      'preinitModule',
      'preload',
      'preloadModule',
      'requestFormReset',
      'unstable_batchedUpdates',
      'useFormState',
      'useFormStatus',
    ],
  },
};

/**
 * The names a module's code imports from react-dom (`import { flushSync } from 'react-dom'`), or
 * null when it imports react-dom any other way (a namespace, a default) or its code is not there.
 */
function namesImportedFromReactDom(code: string | null): string[] | null {
  if (code === null) return null;
  const names: string[] = [];
  for (const [, clause] of code.matchAll(/\bimport\s+([^;]*?)\s*from\s*["']react-dom["']/g)) {
    const named = /^\{([^}]*)\}$/.exec(clause!.trim());
    if (!named) return null;
    for (const part of named[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const NAME = 'react-unused-exports';
const FIX = 'see docs/upgrading.md, "React\'s and React DOM\'s unused exports"';

export function reactUnusedExportsPlugin(): Plugin {
  const dropped = new Map<string, Set<string>>();
  return {
    name: NAME,
    apply: (_config, { mode }) => mode === 'production',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react(-dom)?[\\/]cjs[\\/]react(-dom)?\.production\.js$/ },
      handler(code, id) {
        const entry = Object.entries(UNUSED).find(([, { file }]) => file.test(id));
        if (!entry) return null;
        const [pkg, { names }] = entry;
        const program = this.parse(code) as unknown as { body: Node[] };
        const out = new MagicString(code);
        const done = new Set<string>();
        for (const statement of program.body) {
          const expression = statement.expression as Node | undefined;
          if (statement.type !== 'ExpressionStatement' || expression?.type !== 'AssignmentExpression') continue;
          const left = expression.left as Node;
          const object = left.object as Node | undefined;
          const property = left.property as Node | undefined;
          if (left.type !== 'MemberExpression' || object?.type !== 'Identifier' || object.name !== 'exports' || property?.type !== 'Identifier') continue;
          const name = property.name as string;
          if (!names.includes(name)) continue;
          out.remove(statement.start, statement.end);
          done.add(name);
        }
        const missing = names.filter((name) => !done.has(name));
        // A React release written differently: the patch no longer applies, and the build stops
        // rather than ship what it dropped (docs/upgrading.md says how to check and update the list).
        if (missing.length > 0) this.error(`${NAME}: ${pkg} has no \`exports.x = …\` assignment for ${missing.join(', ')}: ${FIX}`);
        dropped.set(pkg, done);
        return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
      },
    },
    buildStart() {
      dropped.clear();
    },
    generateBundle(_options, bundle) {
      // A file never transformed: React or React DOM is published under other names (or as
      // modules), and nothing was dropped from it.
      const untouched = Object.keys(UNUSED).filter((pkg) => !dropped.has(pkg));
      if (untouched.length > 0) this.error(`${NAME}: the build read no ${untouched.join(' or ')} production file to drop exports from: ${FIX}`);
      const fromReactDom = dropped.get('react-dom');
      if (fromReactDom) {
        for (const id of this.getModuleIds()) {
          if (!/[\\/]node_modules[\\/]react-dom[\\/]index\.js$/.test(id)) continue;
          for (const importer of this.getModuleInfo(id)?.importers ?? []) {
            if (/[\\/]react-dom-client\.production\.js$/.test(importer)) continue;
            const names = namesImportedFromReactDom(this.getModuleInfo(importer)?.code ?? null);
            if (names === null) this.error(`${importer} imports react-dom other than by name: ${NAME} drops exports of it, so import it by name`);
            const gone = names.filter((name) => fromReactDom.has(name));
            if (gone.length > 0) this.error(`${importer} imports ${gone.join(', ')} from react-dom, which ${NAME} drops: take them off the list in its plugin`);
          }
        }
      }
      const all = [...(dropped.get('react') ?? [])];
      if (all.length === 0) return;
      const named = new RegExp(`(?:\\.|["'\`])(${all.join('|')})\\b`, 'g');
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const used = new Set([...output.code.matchAll(named)].map((match) => match[1]));
        if (used.size > 0) this.error(`${output.fileName} names ${[...used].join(', ')}, which ${NAME} drops from React: take it off the list in its plugin`);
      }
    },
  };
}
