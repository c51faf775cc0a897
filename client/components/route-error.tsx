import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { NotFound } from './layout/not-found';
import { PageMeta } from './page-meta';
import { UNAVAILABLE_TEXT } from './layout/strings';

/**
 * Error boundary inside the shell: header, footer and menus stay usable whatever failed.
 * 404 shows the not-found page; anything else explains that the content is unavailable.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <PageMeta title="Page not found" description="The page you were looking for is not in the nkoda library." />
        <NotFound />
      </>
    );
  }
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <PageMeta title="Temporarily unavailable" description="This part of the nkoda library is temporarily unavailable." />
      <h1 id="route-error-title">{UNAVAILABLE_TEXT.title}</h1>
      <p>
        We could not load this part of the library just now. Your connection is fine; our catalogue service did not
        answer in time. Please try again in a moment.
      </p>
      <p>
        <a className="button button--primary" href={location.pathname + location.search}>
          Try again
        </a>
      </p>
    </section>
  );
}
