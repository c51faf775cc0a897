import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ANALYTICS_EVENTS } from '../../../shared/analytics-events';
import type { CheckoutRequest } from '../../../shared/schemas/subscription';
import { trackEvent } from '../../lib/analytics';
import { createCheckout } from '../../lib/checkout';
import { isPlainClick } from '../../lib/plain-click';
import { usePublicConfig } from '../../state/use-public-config';

/** Longest wait for the analytics event before leaving for the checkout anyway. */
const EVENT_WAIT_MS = 1000;

export interface CheckoutController {
  /** The plan whose session is being made (one at a time), else null. */
  starting: string | null;
  /** The plan whose last attempt failed, else null. */
  failed: string | null;
  onChoose: (plan: CheckoutRequest) => (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Checkout from the pricing page: a plain click on a plan's link makes a session through the
 * BFF and leaves for the provider's page. A click with a modifier (new tab, new window) keeps
 * the link's own behaviour, the web app's sign-up, as does a visitor without JavaScript.
 */
export function useCheckout(discount: string | undefined): CheckoutController {
  const config = usePublicConfig();
  const [starting, setStarting] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const inFlight = useRef(false);

  // Coming back from the provider with the Back button can restore this page from the
  // back-forward cache mid-"starting": let the visitor choose again.
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
    void createCheckout(plan, discount).then(async (result) => {
      if (result.kind === 'failed') {
        inFlight.current = false;
        setStarting(null);
        setFailed(plan.planId);
        return;
      }
      await Promise.race([
        trackEvent(config, ANALYTICS_EVENTS.checkoutStarted, { plan: plan.planId }),
        new Promise((resolve) => setTimeout(resolve, EVENT_WAIT_MS)),
      ]);
      window.location.assign(result.url);
    });
  };

  return { starting, failed, onChoose };
}
