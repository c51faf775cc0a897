// What client navigations need and the first page does not: one module, loaded by
// ./navigation-code.ts once the page has hydrated and the browser is idle, or at the first press
// or intent. The prefetcher is in it: a first intent then asks for its page at once.
export { pageDataStrategy } from './page-data-strategy';
export { loadChunkLists, preloadRouteChunks } from './chunk-lists';
export { prefetchPage } from './prefetch';
