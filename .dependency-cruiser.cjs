/**
 * The layering `npm run lint:deps` holds (issue 15): addresses live in shared/paths.ts, so nothing
 * outside a route folder (client/routes/<family>/) needs to reach into one, and the worker never bundles page code by accident.
 * A message module (`#messages/<id>`, written into .generated/messages/<id>.ts) counts as part of the folder its id names:
 * `#messages/client/routes/work/work` is the work pages' (GENERATED below).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const GENERATED = '(\\.generated/messages/)?';

module.exports = {
  forbidden: [
    {
      name: 'worker-not-to-route-folders',
      comment: 'The worker renders pages through client/routes.tsx only; addresses and strings it needs belong in shared/.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: `^${GENERATED}client/routes/` },
    },
    {
      name: 'kit-not-to-routes',
      comment: 'Components and client/lib are the kit the route folders are built from: a page may use them, never the other way round.',
      severity: 'error',
      from: { path: '^client/(components|lib)/' },
      to: { path: `^${GENERATED}client/routes(/|\\.tsx$)` },
    },
    {
      name: 'page-declarations-for-the-script',
      comment:
        "A page's declaration (client/routes/<family>/pages.ts) is read by `npm run pages` and the tests; " +
        'the site reads what derives from it (.generated/pages/) but the demo addresses and fault-suite facts (samples.ts), which never ship.',
      severity: 'error',
      from: { path: '^(client|worker|shared|redirects)(/|\\.ts$)' },
      to: { path: '^(client/routes/[^/]+/pages|\\.generated/pages/samples)\\.ts$' },
    },
    {
      name: 'client-not-to-worker',
      comment: 'Worker code (secrets, KV, upstream) must never reach the browser bundle; the client imports shared/ only.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: `^${GENERATED}worker/` },
    },
    {
      name: 'shared-stays-shared',
      comment: 'shared/ is imported by both sides, so it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `^${GENERATED}(client|worker)/` },
    },
    {
      name: 'framework-through-its-front-doors',
      comment:
        'The site uses the framework through shared/framework/{page,browser,server,build}.ts (shared/framework/README.md); ' +
        "what is behind them is the framework's own business.",
      severity: 'error',
      from: { path: '^(client|worker|shared|redirects|demo-upstream)(/|\\.ts$)', pathNot: '^shared/framework/' },
      to: { path: '^shared/framework/', pathNot: '^shared/framework/(page|browser|server|build)\\.ts$' },
    },
    {
      name: 'pages-use-the-page-door',
      comment: "A page, its loader and the site's components may use what a page may: the page door, never the entry's or the worker's.",
      severity: 'error',
      from: { path: '^(client|shared)/', pathNot: '^(client/entry\\.client\\.tsx|shared/framework/)' },
      to: { path: '^shared/framework/(browser|server|build)\\.ts$' },
    },
    {
      name: 'server-door-in-the-worker',
      comment: 'react-dom/server and the render reach only the worker; the browser door only the entry.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^shared/framework/(browser|build)\\.ts$' },
    },
    {
      name: 'framework-not-to-site',
      comment:
        'The framework knows no page, setting or word of the site: the site hands them in as options. ' +
        'shared-stays-shared keeps it off client/ and worker/; this keeps it off the rest of shared/ and the generated modules.',
      severity: 'error',
      from: { path: '^shared/framework/' },
      to: { path: '^(shared/(?!framework/)|redirects|\\.generated/)' },
    },
    {
      name: 'framework-sides-apart',
      comment:
        "protocol/ is both sides' and page/ is rendered on both: neither imports browser/, server/ or build/. " +
        'browser/ and server/ never meet, and neither imports build/, which runs in Node alone.',
      severity: 'error',
      from: { path: '^shared/framework/(protocol|page|browser|server)/' },
      to: { path: '^shared/framework/(browser|server|build)(/|\\.ts$)', pathNot: '^shared/framework/$1/' },
    },
    {
      name: 'site-not-to-demo-upstream',
      comment:
        'demo-upstream/ stands in for the real upstream services in local runs and tests; ' +
        'the site reaches them over HTTP only, so none of its code may import it.',
      severity: 'error',
      from: { path: '^(client|worker|shared|redirects)(/|\\.ts$)' },
      to: { path: '^demo-upstream/' },
    },
    {
      name: 'demo-upstream-not-to-site',
      comment: 'The demo upstream serves the contracts the site validates, so it may import shared/ (the schemas), never client/ or worker/ code.',
      severity: 'error',
      from: { path: '^demo-upstream/' },
      to: { path: `^${GENERATED}(client|worker)/` },
    },
    {
      name: 'config-one-road',
      comment: 'Worker code reads config from the request context (middleware/load-config.ts); only the entry reads the startup-parsed module and hands it on.',
      severity: 'error',
      from: { path: '^worker/', pathNot: '^worker/index\\.ts$' },
      to: { path: '^worker/config\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'A module cycle makes load order (and a chunk split) depend on who imports first. ' +
        'Type-only imports vanish when compiled, so a cycle through them is harmless.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
