/**
 * The framework for pages, loaders, the layout and the site's components (README.md). All of it
 * is safe in both bundles: the worker renders every page, and the browser hydrates it.
 */
// Links and clicks
export { Link, NavLink } from './page/link';
export { isPlainClick } from './page/plain-click';
export { easeNewPage } from './page/page-transition';
export { intendToGo } from './page/fetch-ahead';
export { INTENT_REST_MS } from './page/link-intent';
// Islands: components whose code loads on first use
export { hydrateOnUse } from './page/hydrate-on-use';
export { lastTypedBeforeCode, typedBeforeCode } from './page/typed-before-code';
// Deferred values: loader data that may come after the shell
export { Await } from './page/await';
export { defer } from './page/defer';
export type { Deferred } from './protocol/deferred';
// What a loader may ask of the render
export { contextValue, isPageDataRequest, renderReport } from './protocol/contexts';
// Routes
export { lazyLoader } from './page/lazy-loader';
export type { PageRoute, RegisteredRouteOf } from './page/page-route';
// The document
export { usePageAssets } from './page/assets-context';
export { serializeForScript, TRANSFER_STATE_GLOBAL, type TransferState } from './protocol/transfer-state';
export { FRAMEWORK_POLICIES, trustedHtml, trustedPolicy } from './protocol/trusted-types';
