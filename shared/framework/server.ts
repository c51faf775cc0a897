/**
 * The framework's worker side, for the worker's app code (README.md, "Match" to "Stream"): the
 * page renderer, made once per isolate from the site's routes, and the two endpoints a client
 * navigation asks (a page's data, the chunk lists), as plain Request → Response | null functions
 * the site mounts where it likes.
 */
export { createPageRenderer, type DocumentRequest, type LoaderRun, type LoaderRunState, type PageRequest } from './server/render-document';
export { pageDataEndpoint } from './server/page-data-endpoint';
export { chunkListsEndpoint } from './server/chunk-lists-endpoint';
export type { ClientBuild } from './server/build-output';
export type { PageFreshness, PageStatus, RenderedPage, RenderOptions } from './server/types';
export type { ReadTracker } from './protocol/contexts';
