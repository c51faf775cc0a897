import { supportChatArrived } from './support-chat';
import { chatWidgetScriptUrl } from './trusted-types';

/** Set once the widget's script has been asked for: it loads once per page life. */
let requested = false;

/** How long an idle moment is waited for at most before the widget is added anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The page's CSP nonce. Browsers hide a nonce's attribute value once the page has loaded, but
 * the element keeps it in `nonce`; every script the server wrote carries it (the transfer state).
 */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/**
 * Adds the configured chat widget's script (SUPPORT_CHAT_WIDGET_URL) to the page, with the
 * page's nonce, at the first idle moment. Called by the pages that drive the chat from an effect,
 * so after hydration: the widget is never part of a page's first load, and a page that does not
 * use the chat never asks for it (docs/decisions/031-analytics-kinds-and-support-chat.md). When
 * its script has run, ./support-chat.ts passes on what the page asked of it meanwhile. A script
 * that fails (a blocker, an outage) leaves the page as it is.
 */
export function loadSupportChatWidget(src: string): void {
  if (requested || src === '' || typeof document === 'undefined') return;
  requested = true;
  const add = () => {
    const script = document.createElement('script');
    // A script-URL sink under the CSP's Trusted Types: the chat-widget policy allows this URL only.
    script.src = chatWidgetScriptUrl(src);
    script.async = true;
    script.nonce = pageNonce();
    script.addEventListener('load', supportChatArrived, { once: true });
    document.head.append(script);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(add, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(add, 1);
}
