import { useCallback, useEffect, useState } from 'react';
import type { CheckoutReturn } from '../../../shared/checkout-return';
import type { CheckoutCompletion } from '../../lib/checkout';
import { rememberCompleted, wasCompleted } from '../../lib/checkout-memory';

/**
 * Where a return from checkout stands. `confirming` is also what the server renders (and what a
 * visitor without JavaScript keeps), since completing is a POST from the browser, never part of
 * rendering a GET.
 */
export type CheckoutReturnState =
  | { kind: 'confirming' }
  | { kind: 'complete' }
  /** `retry`: trying again may help (the call failed on the way); `retrying`: it is being tried. */
  | { kind: 'failed'; retry: boolean; retrying: boolean };

export interface CheckoutReturnController {
  state: CheckoutReturnState;
  /** Completes again after a failure that may pass. */
  retry: () => void;
}

/**
 * One completion per session in this document, shared by every caller: React's development
 * double effects and a re-render must not post twice. A failure is forgotten, so a retry posts.
 */
const completions = new Map<string, Promise<CheckoutCompletion>>();

function completeOnce(checkoutSessionId: string): Promise<CheckoutCompletion> {
  let completion = completions.get(checkoutSessionId);
  if (!completion) {
    // The checkout's code comes with the return, not with every visit to the page.
    completion = import('../../lib/checkout').then(
      ({ completeCheckout }) => completeCheckout(checkoutSessionId),
      () => 'failed' as const,
    );
    completions.set(checkoutSessionId, completion);
    void completion.then((result) => {
      if (result !== 'complete') completions.delete(checkoutSessionId);
    });
  }
  return completion;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function stateOf(result: CheckoutCompletion): CheckoutReturnState {
  return result === 'complete' ? { kind: 'complete' } : { kind: 'failed', retry: result === 'failed', retrying: false };
}

/**
 * The pricing page's return from the payment provider: after hydration, completes the session
 * once. A reload of the return address finds the session in this tab's memory and shows the
 * success again without posting; another tab posts again, which upstream answers the same.
 */
export function useCheckoutReturn(checkoutReturn: CheckoutReturn | null): CheckoutReturnController {
  // An address without a usable session id is a failure on the server already: nothing can complete it.
  const [state, setState] = useState<CheckoutReturnState>(() =>
    checkoutReturn?.kind === 'unusable' ? { kind: 'failed', retry: false, retrying: false } : { kind: 'confirming' },
  );
  const returned = checkoutReturn !== null;
  const sessionId = checkoutReturn?.kind === 'complete' ? checkoutReturn.sessionId : null;

  const complete = useCallback((id: string, isCurrent: () => boolean) => {
    void completeOnce(id).then((result) => {
      if (result === 'complete') rememberCompleted(sessionStore(), id);
      if (isCurrent()) setState(stateOf(result));
    });
  }, []);

  useEffect(() => {
    if (!returned) return;
    if (sessionId === null) {
      setState((previous) => (previous.kind === 'failed' ? previous : { kind: 'failed', retry: false, retrying: false }));
      return;
    }
    if (wasCompleted(sessionStore(), sessionId)) {
      setState({ kind: 'complete' });
      return;
    }
    let current = true;
    setState((previous) => (previous.kind === 'confirming' ? previous : { kind: 'confirming' }));
    complete(sessionId, () => current);
    return () => {
      current = false;
    };
  }, [returned, sessionId, complete]);

  const retry = useCallback(() => {
    if (sessionId === null) return;
    setState({ kind: 'failed', retry: true, retrying: true });
    complete(sessionId, () => true);
  }, [sessionId, complete]);

  return { state, retry };
}
