import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isPageDataRequest, renderReport } from '../../../shared/framework/page';
import { notFound } from '../../../shared/read-answer';
import { NOT_FOUND_PATH } from '../../../shared/spec';

/** /404 renders the not-found page (through the error boundary) with status 404. */
export function notFoundLoader(): never {
  notFound();
}

/**
 * Unknown paths: a document request is answered with a redirect to /404 (docs/requirements.md
 * §2.3); a client navigation shows the same not-found page in place.
 */
export function catchAllLoader({ context }: LoaderFunctionArgs): never {
  if (renderReport(context) && !isPageDataRequest(context)) throw redirect(NOT_FOUND_PATH);
  notFound();
}
