import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { helpEntryLoader } from '../../client/routes/help/help-loader';
import { appStateContext } from '../../client/lib/app-state-context';
import { HelpHomePage } from '../../client/routes/help/help-home';
import { HELP_HOME_TEXT } from '#messages/client/routes/help/help-faq';
import { createAppStore, loaderAppState } from '../../client/state/store';
import type { PublicConfig } from '../../shared/public-config';
import { HELP_PATHS } from '../../shared/paths';
import { HELP_CRUMBS } from '#messages/shared/help';

const CONFIG = {
  publicOrigin: 'https://www.nkoda.com',
  helpCentreUrl: 'https://help.nkoda.com',
  supportChatUrl: '',
  analyticsKey: '',
} as PublicConfig;

/** /app/help through a static handler, as the worker runs it, with the given chat address. */
async function visit(supportChatUrl: string) {
  const config = { ...CONFIG, supportChatUrl };
  const handler = createStaticHandler([{ id: 'help', path: HELP_PATHS.home, loader: helpEntryLoader, Component: HelpHomePage }]);
  const store = createAppStore(config, { cookieConsent: false, showUnpublished: false, country: null });
  const requestContext = new RouterContextProvider();
  requestContext.set(appStateContext, loaderAppState(store));
  const context = await handler.query(new Request(`https://www.nkoda.com${HELP_PATHS.home}`), { requestContext });
  if (context instanceof Response) return { redirect: context };
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </Provider>,
  );
  return { html };
}

describe('help entry', () => {
  it('redirects to the support chat when one is configured', async () => {
    const { redirect } = await visit('https://chat.example.com/start');
    expect(redirect?.status).toBe(302);
    expect(redirect?.headers.get('location')).toBe('https://chat.example.com/start');
  });

  it('shows the help home, linking every help page and the Help Centre, when no chat is configured', async () => {
    const { html, redirect } = await visit('');
    expect(redirect).toBeUndefined();
    expect(html).toContain(`<h1 class="page__title">${HELP_CRUMBS.help}</h1>`);
    const links = [...html!.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)/g)].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      [HELP_HOME_TEXT.faq, HELP_PATHS.faq],
      [HELP_HOME_TEXT.contact, HELP_PATHS.contact],
      [HELP_HOME_TEXT.report, HELP_PATHS.report],
      [HELP_HOME_TEXT.requestContent, HELP_PATHS.requestContent],
      [HELP_HOME_TEXT.helpCentre, CONFIG.helpCentreUrl],
    ]);
  });
});
