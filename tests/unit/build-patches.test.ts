// The build's patches of its dependencies (docs/upgrading.md): each applies to the installed
// package, and a copy written differently fails the build, naming the patch. The plugins' hooks
// are called directly with a stand-in for the bundler's context.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { EXPECTED, reactRouterProductionFiles, reactRouterProductionPlugin } from '../../shared/framework/build/react-router-production-plugin';
import { reactUnusedExportsPlugin } from '../../shared/framework/build/react-unused-exports-plugin';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** What a hook may call on the bundler's context: error throws, as the bundler's does. */
function fakeContext(extra: Record<string, unknown> = {}) {
  const warnings: string[] = [];
  const context = {
    parse: (code: string) => parseAst(code),
    error(message: string | { message: string }): never {
      throw new Error(typeof message === 'string' ? message : message.message);
    },
    warn(message: string | { message: string }) {
      warnings.push(typeof message === 'string' ? message : message.message);
    },
    ...extra,
  };
  return { context, warnings };
}

type Hooks = {
  buildStart: (this: unknown) => void;
  transform: { filter: { id: RegExp }; handler: (this: unknown, code: string, id: string) => { code: string } | null };
  buildEnd: (this: unknown, error?: Error) => void;
  generateBundle: (this: unknown, options: unknown, bundle: Record<string, unknown>) => void;
};
const hooks = (plugin: unknown) => plugin as Hooks;

describe("React Router's production build (shared/framework/build/react-router-production-plugin.ts)", () => {
  const production = join(packageDir('react-router'), 'dist/production');
  const chunks = readdirSync(production)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => ({ id: join(production, file), code: readFileSync(join(production, file), 'utf8') }));

  /** Runs a build's worth of the plugin's hooks over `files`; returns what the transform gave. */
  function build(files: { id: string; code: string }[]) {
    const plugin = hooks(reactRouterProductionPlugin());
    const { context } = fakeContext();
    plugin.buildStart.call(context);
    const out = files.map((file) => {
      expect(plugin.transform.filter.id.test(file.id)).toBe(true);
      return plugin.transform.handler.call(context, file.code, file.id)?.code ?? file.code;
    });
    plugin.buildEnd.call(context);
    return out.join('\n');
  }

  it('aliases react-router to production files that exist', () => {
    const { index, dom } = reactRouterProductionFiles();
    expect(readFileSync(index, 'utf8')).toContain('react-router v');
    expect(readFileSync(dom, 'utf8')).toContain('react-router v');
  });

  it('drops every top-level display name and marks every component call pure in the installed release', () => {
    const before = chunks.map(({ code }) => code).join('\n');
    expect(before.match(/^[\w$]+\.displayName = /gm)).toHaveLength(EXPECTED.displayNames);
    const after = build(chunks);
    expect(after).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(after.match(/^var [\w$]+ = \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|createContext|memo)\(/gm)).toHaveLength(EXPECTED.pureCalls);
    // Only top-level statements: the fetcher's form, made inside a function, keeps its name.
    expect(after).toContain('FetcherForm2.displayName = "fetcher.Form"');
  });

  it('fails the build when the display names are written another way', () => {
    const changed = chunks.map((chunk) => ({ ...chunk, code: chunk.code.replace(/^([\w$]+)\.displayName = /gm, '$1["displayName"] = ') }));
    expect(changed.some((chunk, i) => chunk.code !== chunks[i]?.code)).toBe(true);
    expect(() => build(changed)).toThrow(/react-router-production-build: removed 0 display names .*docs\/upgrading\.md/);
  });

  it('fails the build when the components are created another way', () => {
    const changed = chunks.map((chunk) => ({ ...chunk, code: chunk.code.replace(/^(var [\w$]+ = )React\d*\.forwardRef\(/gm, '$1forwardRef(') }));
    expect(() => build(changed)).toThrow(/react-router-production-build: .* marked 13 component calls pure.*docs\/upgrading\.md/);
  });

  it('fails the build when no production chunk reaches it', () => {
    expect(() => build([])).toThrow(/react-router-production-build: no chunk .*docs\/upgrading\.md/);
  });
});

describe("React's and React DOM's unused exports (shared/framework/build/react-unused-exports-plugin.ts)", () => {
  const reactFile = join(packageDir('react'), 'cjs/react.production.js');
  const reactDomFile = join(packageDir('react-dom'), 'cjs/react-dom.production.js');
  const react = readFileSync(reactFile, 'utf8');
  const reactDom = readFileSync(reactDomFile, 'utf8');

  const transform = (code: string, id: string) => {
    const plugin = hooks(reactUnusedExportsPlugin());
    const { context, warnings } = fakeContext();
    expect(plugin.transform.filter.id.test(id)).toBe(true);
    const out = plugin.transform.handler.call(context, code, id)?.code;
    return { out, warnings };
  };

  it("drops the listed exports from the installed React's and React DOM's production files", () => {
    const fromReact = transform(react, reactFile);
    expect(react).toContain('exports.Children = ');
    expect(fromReact.out).not.toMatch(/^exports\.(Children|cloneElement|useTransition) = /m);
    expect(fromReact.out).toMatch(/^exports\.useState = /m);
    const fromReactDom = transform(reactDom, reactDomFile);
    expect(fromReactDom.out).not.toMatch(/^exports\.(createPortal|preload) = /m);
    expect(fromReactDom.out).toMatch(/^exports\.flushSync = /m);
    expect(fromReactDom.out).toMatch(/^exports\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE =/m);
    expect([...fromReact.warnings, ...fromReactDom.warnings]).toEqual([]);
  });

  it('fails the build when an export on the list has no assignment to drop', () => {
    const renamed = react.replace(/^exports\.Children = /m, 'exports.Kids = ');
    expect(renamed).not.toBe(react);
    expect(() => transform(renamed, reactFile)).toThrow(/react-unused-exports: react has no `exports\.x = …` assignment for Children: .*docs\/upgrading\.md/);
  });

  it('fails the build when neither production file was transformed', () => {
    const plugin = hooks(reactUnusedExportsPlugin());
    const { context } = fakeContext({ getModuleIds: () => [], getModuleInfo: () => null });
    plugin.buildStart.call(context);
    expect(() => plugin.generateBundle.call(context, {}, {})).toThrow(
      /react-unused-exports: the build read no react or react-dom production file.*docs\/upgrading\.md/,
    );
  });

  it('passes a bundle that names none of the dropped exports', () => {
    const plugin = hooks(reactUnusedExportsPlugin());
    const { context } = fakeContext({ getModuleIds: () => [], getModuleInfo: () => null });
    plugin.buildStart.call(context);
    plugin.transform.handler.call(context, react, reactFile);
    plugin.transform.handler.call(context, reactDom, reactDomFile);
    expect(() => plugin.generateBundle.call(context, {}, { 'a.js': { type: 'chunk', fileName: 'a.js', code: 'x.useState()' } })).not.toThrow();
    expect(() => plugin.generateBundle.call(context, {}, { 'a.js': { type: 'chunk', fileName: 'a.js', code: 'x.useTransition()' } })).toThrow(
      /names useTransition/,
    );
  });

  it('passes a module that imports from react-dom only what it keeps, and fails one that imports a dropped export or the whole module', () => {
    const reactDomIndex = join(packageDir('react-dom'), 'index.js');
    const generate = (code: string) => {
      const plugin = hooks(reactUnusedExportsPlugin());
      const { context } = fakeContext({
        getModuleIds: () => [reactDomIndex],
        getModuleInfo: (id: string) => (id === reactDomIndex ? { importers: ['/site/start.tsx'] } : { code }),
      });
      plugin.buildStart.call(context);
      plugin.transform.handler.call(context, react, reactFile);
      plugin.transform.handler.call(context, reactDom, reactDomFile);
      return () => plugin.generateBundle.call(context, {}, {});
    };
    expect(generate("import { flushSync } from 'react-dom';\nflushSync(() => {});")).not.toThrow();
    expect(generate("import { createPortal, flushSync as now } from 'react-dom';")).toThrow(/start\.tsx imports createPortal from react-dom/);
    expect(generate("import * as ReactDOM from 'react-dom';")).toThrow(/start\.tsx imports react-dom other than by name/);
  });
});
