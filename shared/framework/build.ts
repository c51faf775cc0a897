/**
 * The framework's build, for vite.config.ts: the plugins that make the client build what the
 * worker serves (route modules, page preloads, the boot script) and the patches that keep the
 * dependencies' weight down (README.md, "Build"). The worker bundle's stand-ins for zod and
 * react-dom/server (build/*-for-worker.*) are reached by path from wrangler.toml's [alias].
 */
export { bootScriptPlugin } from './build/boot-script-plugin';
export { pagePreloadsPlugin } from './build/page-preloads-plugin';
export { reactRouterProductionPlugin } from './build/react-router-production-plugin';
export { reactUnusedExportsPlugin } from './build/react-unused-exports-plugin';
export { routeModulesPlugin } from './build/route-modules-plugin';
