import { CHUNK_LISTS_PATH, chunkListsFor, type ClientBuild } from './build-output';

/**
 * Every page's chunk lists in one small JSON (route id → chunk files), which the browser fetches
 * once the page has hydrated and the visitor is idle, or at their first press: a first click then
 * asks for all of its page's code in one round, beside its data (docs/decisions/040). Its address
 * carries the entry's hash, which names every chunk, so a browser may keep it as long as the
 * build's files. Null for any other address.
 */
export function chunkListsEndpoint(request: Request, build: ClientBuild): Response | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (new URL(request.url).pathname !== `${build.basename}${CHUNK_LISTS_PATH}`) return null;
  return Response.json(chunkListsFor(build), { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
}
