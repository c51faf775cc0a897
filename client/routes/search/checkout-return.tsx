import { useEffect, useRef } from 'react';
import type { CheckoutReturn } from '../../../shared/checkout-return';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { Link } from '../../components/link';
import { ExternalLink } from '../../components/layout/external-link';
import { usePublicConfig } from '../../state/use-public-config';
import { PRICING_TEXT } from './search-strings';
import { useCheckoutReturn, type CheckoutReturnState } from './use-checkout-return';

function Body({ state, retry, webAppUrl }: { state: CheckoutReturnState; retry: () => void; webAppUrl: string }) {
  const contact = (
    <Link to={LAYOUT_PATHS.contact} className="button">
      {PRICING_TEXT.contactUs}
    </Link>
  );
  const webApp = (
    <ExternalLink href={webAppUrl} className="button button--primary" rel="noopener">
      {PRICING_TEXT.openWebApp}
    </ExternalLink>
  );
  switch (state.kind) {
    case 'confirming':
      return (
        <>
          <h2 className="checkout-return__title">{PRICING_TEXT.returnConfirmingTitle}</h2>
          <p>{PRICING_TEXT.returnConfirming}</p>
          <p>{PRICING_TEXT.returnConfirmingHelp}</p>
          <p className="checkout-return__actions">
            {webApp} {contact}
          </p>
        </>
      );
    case 'complete':
      return (
        <>
          <h2 className="checkout-return__title">{PRICING_TEXT.returnCompleteTitle}</h2>
          <p>{PRICING_TEXT.returnComplete}</p>
          <p className="checkout-return__actions">
            {webApp}{' '}
            <Link to={LAYOUT_PATHS.download} className="button">
              {PRICING_TEXT.getTheApp}
            </Link>
          </p>
        </>
      );
    case 'failed':
      return (
        <>
          <h2 className="checkout-return__title">{PRICING_TEXT.returnFailedTitle}</h2>
          <p>{state.retry ? PRICING_TEXT.returnFailed : PRICING_TEXT.returnRefused}</p>
          <p className="checkout-return__actions">
            {state.retry ? (
              <button type="button" className="button button--primary" onClick={retry} aria-disabled={state.retrying || undefined}>
                {state.retrying ? PRICING_TEXT.retrying : PRICING_TEXT.retry}
              </button>
            ) : null}{' '}
            {contact}
          </p>
        </>
      );
  }
}

/**
 * The panel at the top of the pricing page after the payment provider sends the visitor back.
 * The server renders "confirming" with what to do if it stays; the outcome replaces it in the
 * same status region and takes focus, so a screen reader reads it and a keyboard starts there.
 */
export function CheckoutReturnPanel({ checkoutReturn }: { checkoutReturn: CheckoutReturn }) {
  const { state, retry } = useCheckoutReturn(checkoutReturn);
  const config = usePublicConfig();
  const box = useRef<HTMLDivElement>(null);
  const settled = state.kind === 'complete' || (state.kind === 'failed' && !state.retrying);
  useEffect(() => {
    if (settled) box.current?.focus();
  }, [settled, state.kind]);
  return (
    <div className={`checkout-return checkout-return--${state.kind}`} role="status" tabIndex={-1} ref={box}>
      <Body state={state} retry={retry} webAppUrl={config.webAppUrl} />
    </div>
  );
}
