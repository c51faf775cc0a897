/**
 * The framework's browser side, for the site's entry (client/entry.client.tsx) alone
 * (README.md, "Hydrate" to "Back"). Anything else the worker may render would pull
 * react-dom/client and the navigation code into the worker's bundle.
 */
export { startBrowser } from './browser/start';
