import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { pageSearch } from '../../shared/page-params';
import { NotFound } from './layout/not-found';
import { PageMeta } from './page-meta';
import { NOT_FOUND_TEXT as NOT_FOUND_TEXT_EN, UNAVAILABLE_TEXT as UNAVAILABLE_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../lib/language-context';

/**
 * Error boundary inside the layout: header, footer and menus stay usable whatever failed.
 * 404 shows the not-found page; anything else explains that the content is unavailable.
 */
export function RouteError() {
  const NOT_FOUND_TEXT = useMessages(NOT_FOUND_TEXT_EN);
  const UNAVAILABLE_TEXT = useMessages(UNAVAILABLE_TEXT_EN);
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        {/* The address names no page, so there is nothing for a canonical link to name. */}
        <PageMeta title={NOT_FOUND_TEXT.title} description={NOT_FOUND_TEXT.description} keywords={NOT_FOUND_TEXT.keywords} canonical={null} />
        <NotFound />
      </>
    );
  }
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <PageMeta title={UNAVAILABLE_TEXT.metaTitle} description={UNAVAILABLE_TEXT.description} keywords={UNAVAILABLE_TEXT.keywords} />
      <h1 id="route-error-title">{UNAVAILABLE_TEXT.title}</h1>
      <p>{UNAVAILABLE_TEXT.message}</p>
      <p>
        <a className="button button--primary" href={location.pathname + pageSearch(location.pathname, location.search)}>
          {UNAVAILABLE_TEXT.retry}
        </a>
      </p>
    </section>
  );
}
