import { redirect, type LoaderFunctionArgs } from 'react-router';
import { configFrom } from '../../lib/app-state-context';

/**
 * /app/help (docs/requirements.md §2.5.1): opens the configured support chat in the same window.
 * Thrown from the loader, the redirect is a 302 on a first load, and on a client navigation React
 * Router sees another origin and assigns window.location, leaving the site. Without a chat
 * configured the route renders the help home instead (null: the page needs no data).
 */
export function helpEntryLoader({ context }: LoaderFunctionArgs): null {
  const { supportChatUrl } = configFrom(context);
  if (supportChatUrl) throw redirect(supportChatUrl);
  return null;
}
