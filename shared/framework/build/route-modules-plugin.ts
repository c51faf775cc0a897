import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which source modules each route lazily imports, read from the route definitions themselves
 * during the client build and written to dist/client/.vite/route-modules.json:
 * `{ "work-slug": { "component": ["client/routes/work/work.tsx"], "loader": [...] } }`.
 * The worker reads it (alias `client-route-modules`) to modulepreload a page's chunks, so a
 * route's preload can no longer drift from its `import()`.
 *
 * A route is an object literal with a string `id`. The `import()`s inside its `lazy` property
 * are its component modules, those inside `loader` its loader modules, following identifiers
 * that name top-level constants of the same file (`lazy: { Component: artistPage }`). Its
 * `children` are routes of their own.
 */

type Kind = 'component' | 'loader';
type Node = { type: string; [key: string]: unknown };
interface Found {
  routeId: string;
  kind: Kind;
  source: string;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

const keyName = (property: Node) => {
  const key = property.key as Node;
  return property.computed ? undefined : ((key.name ?? key.value) as string | undefined);
};

function propertiesOf(object: Node): Node[] {
  return (object.properties as Node[]).filter((p) => p.type === 'Property');
}

/** The route imports of one parsed module, by route id. */
export function routeImports(program: Node): Found[] {
  const constants = new Map<string, Node>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === 'Identifier' && declarator.init) constants.set(id.name as string, declarator.init as Node);
    }
  }

  /** Literal import() sources under `node`, following top-level constants once each. */
  const importsUnder = (node: Node, seen = new Set<string>()): string[] => {
    if (node.type === 'ImportExpression') {
      const source = node.source as Node;
      if (source.type === 'Literal' && typeof source.value === 'string') return [source.value];
      return [];
    }
    if (node.type === 'Identifier') {
      const name = node.name as string;
      const init = constants.get(name);
      if (!init || seen.has(name)) return [];
      seen.add(name);
      return importsUnder(init, seen);
    }
    if (node.type === 'Property' && !node.computed) return importsUnder(node.value as Node, seen);
    if (node.type === 'MemberExpression' && !node.computed) return importsUnder(node.object as Node, seen);
    return children(node).flatMap((child) => importsUnder(child, seen));
  };

  const found: Found[] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = propertiesOf(node);
      const idProperty = properties.find((p) => keyName(p) === 'id');
      const idValue = idProperty?.value as Node | undefined;
      if (idValue?.type === 'Literal' && typeof idValue.value === 'string') {
        for (const property of properties) {
          const name = keyName(property);
          const kind: Kind | undefined = name === 'lazy' ? 'component' : name === 'loader' ? 'loader' : undefined;
          if (kind) for (const source of importsUnder(property.value as Node)) found.push({ routeId: idValue.value, kind, source });
          else if (name === 'children') visit(property.value as Node);
        }
        return;
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(program);
  return found;
}

export type RouteModules = Record<string, Record<Kind, string[]>>;

/** The plugin, and the source modules its routes import lazily (for ./page-preloads-plugin.ts). */
export function routeModulesPlugin({
  routeFiles,
}: {
  /** The modules (paths from the project's root) whose route objects' `lazy` imports are read. */
  routeFiles: RegExp;
}): Plugin & { api: { pageModules: () => Set<string> } } {
  let root = process.cwd();
  /** Per route file, what it declares: a rebuild in watch mode replaces that file's part. */
  const byFile = new Map<string, { routeId: string; kind: Kind; module: string }[]>();
  const toKey = (id: string) => relative(root, id.split('?')[0]!).replaceAll('\\', '/');

  return {
    name: 'route-modules',
    enforce: 'pre',
    api: { pageModules: () => new Set([...byFile.values()].flatMap((entries) => entries.map(({ module }) => module))) },
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      const file = toKey(id);
      if (!routeFiles.test(file)) return null;
      const program = this.parse(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
      const entries = [];
      for (const { routeId, kind, source } of routeImports(program)) {
        const resolved = await this.resolve(source, id);
        if (!resolved) this.error(`route ${routeId}: cannot resolve import('${source}')`);
        entries.push({ routeId, kind, module: toKey(resolved.id) });
      }
      byFile.set(file, entries);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunked = new Set<string>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.facadeModuleId) chunked.add(toKey(output.facadeModuleId));
      const map: RouteModules = {};
      const definedIn = new Map<string, string>();
      for (const [file, entries] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
        for (const { routeId, kind, module } of entries) {
          if ((definedIn.get(routeId) ?? file) !== file) this.error(`route id ${routeId} is defined in ${definedIn.get(routeId)} and ${file}`);
          definedIn.set(routeId, file);
          // A module that is not a chunk of its own was imported statically too: no lazy chunk to preload.
          if (!chunked.has(module)) this.error(`route ${routeId}: ${module} is imported lazily but has no chunk of its own (is it also imported statically?)`);
          const route = (map[routeId] ??= { component: [], loader: [] });
          if (!route[kind].includes(module)) route[kind].push(module);
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/route-modules.json', source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
