import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Nkoda22FundPage } from '../../client/routes/marketing/nkoda-22-fund';
import { MARKETING_TEXT } from '#messages/client/routes/marketing/marketing';
import { PROMOTION_FORM_TEXT as TEXT } from '#messages/client/components/site-forms/promotion-form';
import { createAppStore } from '../../client/state/store';
import { warmIslands } from '../../shared/framework/page/hydrate-on-use';
import type { PublicConfig } from '../../shared/public-config';

const CONFIG = { publicOrigin: 'https://www.nkoda.com', webAppUrl: 'https://app.nkoda.com', analyticsKey: '' } as PublicConfig;

/** The fund page as the server renders it, with applications open or closed. */
function render(fundFormOpen: boolean): string {
  const store = createAppStore({ ...CONFIG, fundFormOpen }, { cookieConsent: false, showUnpublished: false, country: null });
  const router = createMemoryRouter([{ path: '/nkoda-22-fund', Component: Nkoda22FundPage }], { initialEntries: ['/nkoda-22-fund'] });
  return renderToStaticMarkup(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the fund page', () => {
  // The form is hydrated on use: the server renders it once its code is in, as the worker does.
  beforeAll(() => warmIslands());

  it('offers the way to apply while the form is open', () => {
    const html = render(true);
    expect(html).toContain(`href="#apply">${MARKETING_TEXT.applyNow}</a>`);
    expect(html).not.toContain(TEXT.fund.closed);
  });

  it('hides it while applications are closed, and says they are', () => {
    const html = render(false);
    expect(html).not.toContain(MARKETING_TEXT.applyNow);
    expect(html).toContain(TEXT.fund.closed);
  });
});
