import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import { Document } from './document';
import { Header } from './components/layout/header';
import { hydrateOnUse } from '../shared/framework/page';
import { CookieBar } from './components/layout/cookie-bar';
import { RegionBanner } from './components/layout/region-banner';
import { SkipLink } from './components/layout/skip-link';
import { PreviewMarker } from './components/layout/preview-marker';
import { RouteAnnouncer } from './components/layout/route-announcer';
import { ToastRegion } from './components/toast/toast-region';
import { useNavigationEffects } from './lib/navigation-effects';
import type { RootData } from './loaders/root-loader';
import { useLanguageSuggestion } from './components/layout/use-language-suggestion';
import { ERROR_PAGE_TEXT as ERROR_PAGE_TEXT_EN } from '#messages/shared/error-page';
import { useMessages } from './lib/language-context';

// The offer of the page in the visitor's language: loaded only for a visitor it is made to.
const LanguageSuggestion = lazy(() => import('./components/layout/language-suggestion').then((module) => ({ default: module.LanguageSuggestion })));

// Links, the newsletter form: nothing in the footer is needed until the visitor comes to it.
const Footer = hydrateOnUse(() => import('./components/layout/footer').then((module) => module.Footer), {
  hostClass: 'footer-host',
  nearViewport: true,
  layout: true,
});

/**
 * The layout: header, optional banner, main outlet, footer, cookie consent bar (shown at
 * the foot of the viewport; last in the page so that it covers none of it), toasts, page-change
 * announcer.
 */
export function Root() {
  const { legalPages } = useLoaderData() as RootData;
  useNavigationEffects();
  const suggested = useLanguageSuggestion();
  // Marks the document as interactive: CSS and the browser tests key off it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Document>
      <SkipLink />
      <Header />
      <RegionBanner />
      {suggested && (
        <Suspense>
          <LanguageSuggestion language={suggested} />
        </Suspense>
      )}
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer legalPages={legalPages} />
      {/* Last in the page's flow, so it has room of its own below the footer (see CookieBar). */}
      <CookieBar />
      <PreviewMarker />
      <ToastRegion />
      <RouteAnnouncer />
    </Document>
  );
}

/** Last resort when the layout itself cannot render: a plain page that still offers a way on. */
export function RootErrorBoundary() {
  const ERROR_PAGE_TEXT = useMessages(ERROR_PAGE_TEXT_EN);
  return (
    <Document>
      <main id="main" className="page route-error">
        <h1>{ERROR_PAGE_TEXT.title}</h1>
        <p>
          {ERROR_PAGE_TEXT.rootMessage}
          <a href="/">{ERROR_PAGE_TEXT.rootHomeLink}</a>
          {ERROR_PAGE_TEXT.afterLink}
        </p>
      </main>
    </Document>
  );
}
