import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RegionBanner } from '../../client/components/layout/region-banner';
import { bannerAtom } from '../../client/state/atoms';
import { REGION_BANNER_TEXT } from '#messages/shared/spec';

/** Renders the banner inside a data router whose page route may ask for a banner itself. */
function render(banner: 'region' | null, restriction?: number): string {
  const store = createStore();
  store.set(bannerAtom, banner);
  const router = createMemoryRouter(
    [
      {
        id: 'page',
        path: '/',
        Component: RegionBanner,
        loader: () => ({ restriction }),
        handle: { banner: (data: { restriction?: number }) => (data.restriction === 1 ? 'region' : null) },
      },
    ],
    { hydrationData: { loaderData: { page: { restriction } } } },
  );
  return renderToStaticMarkup(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('region banner', () => {
  it('is absent while no banner is set', () => {
    expect(render(null)).toBe('');
  });

  it('shows the exact text of the requirements', () => {
    expect(render('region')).toContain(`>${REGION_BANNER_TEXT.message}<`);
  });

  it('shows when the current page asks for it, and not once the page does not', () => {
    expect(render(null, 1)).toContain(`>${REGION_BANNER_TEXT.message}<`);
    expect(render(null, 0)).toBe('');
  });
});
