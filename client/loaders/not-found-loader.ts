import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pageCachePolicyFrom } from '../lib/api-context';
import { notFound } from '../../shared/read-answer';
import { NOT_FOUND_PATH } from '../../shared/spec';

/** /404 renders the not-found page (through the error boundary) with status 404. */
export function notFoundLoader(): never {
  notFound();
}

/**
 * Unknown paths: the server answers with a redirect to /404 (SPEC "Page metadata"); in the
 * browser a client navigation shows the same not-found page in place.
 */
export function catchAllLoader({ context }: LoaderFunctionArgs): never {
  if (pageCachePolicyFrom(context)) throw redirect(NOT_FOUND_PATH);
  notFound();
}
