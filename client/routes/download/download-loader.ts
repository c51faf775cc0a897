import type { LoaderFunctionArgs } from 'react-router';
import { detectedPlatform, type Platform } from '../../../shared/device';
import { renderReport } from '../../../shared/framework/page';

export interface DownloadPageData {
  /** The platform to highlight, or null when the browser names none of the four. */
  platform: Platform | null;
}

/**
 * The visitor's platform, from the User-Agent. On the server it is the request's header, so the
 * page arrives highlighted and hydrates with the same value from the transfer state; on a client
 * navigation the browser's own navigator.userAgent (a router request carries no User-Agent).
 */
export function downloadLoader({ request, context }: LoaderFunctionArgs): DownloadPageData {
  const server = renderReport(context);
  // The page depends on a header, so the page cache keeps no copy of it for other visitors.
  server?.personal('user-agent');
  const userAgent = server ? request.headers.get('user-agent') : navigator.userAgent;
  return { platform: detectedPlatform(userAgent) };
}
