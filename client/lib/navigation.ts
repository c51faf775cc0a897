// What client navigations need and the first page does not: one module, loaded by
// ./navigation-code.ts once the page has hydrated and the browser is idle, or at the first press.
export { pageDataStrategy, prefetchPageData } from './page-data';
export { loadChunkLists, preloadRouteChunks } from './page-chunks';
