import { useEffect, useRef } from 'react';
import type { CheckoutReturn } from '../../../shared/checkout-return';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { Link } from '../../../shared/framework/page';
import { ExternalLink } from '../../components/layout/external-link';
import { usePublicConfig } from '../../state/use-public-config';
import { CHECKOUT_RETURN_TEXT as CHECKOUT_RETURN_TEXT_EN } from '#messages/client/routes/pricing/checkout';
import { useCheckoutReturn, type CheckoutReturnState } from './use-checkout-return';
import { useMessages } from '../../lib/language-context';

function Body({ state, retry, webAppUrl }: { state: CheckoutReturnState; retry: () => void; webAppUrl: string }) {
  const CHECKOUT_RETURN_TEXT = useMessages(CHECKOUT_RETURN_TEXT_EN);
  const contact = (
    <Link to={LAYOUT_PATHS.contact} className="button">
      {CHECKOUT_RETURN_TEXT.contactUs}
    </Link>
  );
  const webApp = (
    <ExternalLink href={webAppUrl} className="button button--primary" rel="noopener">
      {CHECKOUT_RETURN_TEXT.openWebApp}
    </ExternalLink>
  );
  switch (state.kind) {
    case 'confirming':
      return (
        <>
          <h2 className="checkout-return__title">{CHECKOUT_RETURN_TEXT.confirmingTitle}</h2>
          <p>{CHECKOUT_RETURN_TEXT.confirming}</p>
          <p>{CHECKOUT_RETURN_TEXT.confirmingHelp}</p>
          <p className="checkout-return__actions">
            {webApp} {contact}
          </p>
        </>
      );
    case 'complete':
      return (
        <>
          <h2 className="checkout-return__title">{CHECKOUT_RETURN_TEXT.completeTitle}</h2>
          <p>{CHECKOUT_RETURN_TEXT.complete}</p>
          <p className="checkout-return__actions">
            {webApp}{' '}
            <Link to={LAYOUT_PATHS.download} className="button">
              {CHECKOUT_RETURN_TEXT.getTheApp}
            </Link>
          </p>
        </>
      );
    case 'failed':
      return (
        <>
          <h2 className="checkout-return__title">{CHECKOUT_RETURN_TEXT.failedTitle}</h2>
          <p>{state.retry ? CHECKOUT_RETURN_TEXT.failed : CHECKOUT_RETURN_TEXT.refused}</p>
          <p className="checkout-return__actions">
            {state.retry ? (
              <button type="button" className="button button--primary" onClick={retry} aria-disabled={state.retrying || undefined}>
                {state.retrying ? CHECKOUT_RETURN_TEXT.retrying : CHECKOUT_RETURN_TEXT.retry}
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
