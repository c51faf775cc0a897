import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ANALYTICS_EVENTS } from '../../../shared/analytics-events';
import type { CheckoutRequest } from '../../../shared/schemas/subscription';
import { trackEvent } from '../../lib/analytics';
import { isPlainClick } from '../../../shared/framework/page';
import { usePublicConfig } from '../../state/use-public-config';
import { PRICING_TEXT as PRICING_TEXT_EN } from '#messages/client/routes/pricing/pricing';
import { useMessages } from '../../lib/language-context';
import type { CheckoutStart } from '../../lib/checkout';

/**
 * The checkout's code (and its schemas' zod) is not in the page's first load (decision 040): it
 * comes once the page is idle, so a choice of plan does not wait for it, or with the first choice.
 */
const checkoutCode = () => import('../../lib/checkout');

function startCheckout(plan: CheckoutRequest, discount: string | undefined): Promise<CheckoutStart> {
  return checkoutCode().then(
    ({ createCheckout }) => createCheckout(plan, discount),
    (): CheckoutStart => ({ kind: 'failed' }),
  );
}

/** Longest wait for the analytics event before leaving for the checkout anyway (same-tab fallback only). */
const EVENT_WAIT_MS = 1000;

/**
 * A tab for the checkout, opened inside the click: one opened after the session call is no
 * longer the click's doing, and popup blockers stop it. It shows that checkout is starting
 * until its address is known, and is cut off from this page as `rel=noopener` would do (the
 * provider's page gets no `window.opener`). Null when the browser refuses the tab.
 */
function openPendingTab(waiting: string): Window | null {
  let tab: Window | null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  tab.opener = null;
  try {
    tab.document.title = waiting;
    tab.document.body.textContent = waiting;
  } catch {
    // Only the waiting text is lost.
  }
  return tab;
}

export interface CheckoutController {
  /** The plan whose session is being made (one at a time), else null. */
  starting: string | null;
  /** The plan whose last attempt failed, else null. */
  failed: string | null;
  onChoose: (plan: CheckoutRequest) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Checkout from the pricing page: a plain click on a plan's link opens a new tab, as the link
 * says it will, makes a session through the BFF and sends that tab to the provider's page; this
 * page stays. A click with a modifier (new tab, new window) keeps the link's own behaviour, the
 * web app's sign-up, as does a visitor without JavaScript. A browser that refuses the new tab
 * gets the checkout in this one rather than none.
 */
export function useCheckout(discount: string | undefined): CheckoutController {
  const PRICING_TEXT = useMessages(PRICING_TEXT_EN);
  const config = usePublicConfig();
  const [starting, setStarting] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const inFlight = useRef(false);

  // The checkout's code once the page is idle: a plan chosen then starts its session at once.
  useEffect(() => {
    const load = () => void checkoutCode().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') return void setTimeout(load, 1000);
    const idle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);

  // Coming back from the provider with the Back button (the same-tab fallback) can restore this
  // page from the back-forward cache mid-"starting": let the visitor choose again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setStarting(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onChoose = (plan: CheckoutRequest) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setStarting(plan.planId);
    setFailed(null);
    const tab = openPendingTab(PRICING_TEXT.startingCheckout);
    void startCheckout(plan, discount).then(async (result) => {
      const done = () => {
        inFlight.current = false;
        setStarting(null);
      };
      if (result.kind === 'failed') {
        tab?.close();
        done();
        setFailed(plan.planId);
        return;
      }
      const tracked = trackEvent(config, ANALYTICS_EVENTS.checkoutStarted, { plan: plan.planId });
      if (tab) {
        // Closed while waiting: the visitor changed their mind.
        if (!tab.closed) tab.location.replace(result.url);
        done();
        return;
      }
      await Promise.race([tracked, new Promise((resolve) => setTimeout(resolve, EVENT_WAIT_MS))]);
      window.location.assign(result.url);
    });
  };

  return { starting, failed, onChoose };
}
