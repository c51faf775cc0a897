import { useLanguage, useMessages } from '../../lib/language-context';
import { contentLang } from '../../lib/content-lang';
import { useId } from 'react';
import { useLoaderData } from 'react-router';
import type { Prices } from '../../../shared/schemas/promotion';
import type { Plan } from '../../../shared/schemas/subscription';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { JsonLd } from '../../components/json-ld';
import { ItemSection } from '../../components/item-hero';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { PageMeta } from '../../components/page-meta';
import type { PricingData } from './pricing-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { formatMinor, INTERVALS, minorToMajor, monthlyEquivalent, perInterval, priceText, trialText, type Interval } from './price-format';
import { useCheckout, type CheckoutController } from './use-checkout';
import { CheckoutReturnPanel } from './checkout-return';
import {
  INTERVAL_COLUMNS as INTERVAL_COLUMNS_EN,
  PRICING_TEXT as PRICING_TEXT_EN,
  STORE_NAMES as STORE_NAMES_EN,
} from '#messages/client/routes/pricing/pricing';
import { PLAN_OFFER_TEXT as PLAN_OFFER_TEXT_EN } from '#messages/client/routes/pricing/checkout';
import { joinUrl } from '../../lib/join-url';
import { CHECKOUT_RETURN_PARAMS } from '../../../shared/checkout-return';

/**
 * A return from checkout (its session id) and a plan link (its offer and code) are one visitor's
 * view of the pricing page: the page they stand for is /pricing itself.
 */
const PRICING_CANONICAL = {
  path: '/pricing',
  replaces: [CHECKOUT_RETURN_PARAMS.checkout, CHECKOUT_RETURN_PARAMS.sessionId, 'productId', 'planId', 'discount'],
};

interface PlanCardProps {
  plan: Plan;
  signUpUrl: string;
  checkout: CheckoutController;
  /** The plan a `?productId=&planId=` link offers; `discountRefused` when its code lowered nothing. */
  offer?: { discountRefused: boolean };
}

function PlanCard({ plan, signUpUrl, checkout, offer }: PlanCardProps) {
  const PLAN_OFFER_TEXT = useMessages(PLAN_OFFER_TEXT_EN);
  const PRICING_TEXT = useMessages(PRICING_TEXT_EN);
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  const language = useLanguage();
  const starting = checkout.starting === plan.planId;
  const errorId = `checkout-error-${plan.planId}`;
  return (
    <li className={offer ? 'plan plan--offer' : 'plan'}>
      <h3 className="plan__name" lang={contentLang('en', language)}>
        {plan.name}
      </h3>
      {offer ? <p className="badge">{PLAN_OFFER_TEXT.label}</p> : null}
      <p className="plan__price">
        {formatMinor(plan.amount, plan.currency, language)} <span className="plan__interval">{perInterval(plan.interval, language)}</span>
      </p>
      {plan.discountedAmount !== null ? (
        <p className="plan__note plan__note--discount">
          {PRICING_TEXT.discounted({ price: priceText(plan.discountedAmount, plan.currency, plan.interval, language) })}
        </p>
      ) : null}
      {offer?.discountRefused ? <p className="plan__note plan__note--refused">{PLAN_OFFER_TEXT.discountRefused}</p> : null}
      {plan.interval === 'year' ? <p className="plan__note">{monthlyEquivalent(plan.amount, plan.currency, language)}</p> : null}
      {plan.trialDays > 0 ? <p className="plan__note">{trialText(plan.trialDays, language)}</p> : null}
      <p className="plan__action">
        {/* The link is the no-JavaScript way in (the web app's sign-up); a click makes a checkout session. */}
        <a
          className="button button--primary"
          href={signUpUrl}
          target="_blank"
          rel="noopener"
          onClick={checkout.onChoose(plan)}
          aria-disabled={checkout.starting !== null || undefined}
          aria-busy={starting || undefined}
          aria-describedby={checkout.failed === plan.planId ? errorId : undefined}
        >
          {starting ? PRICING_TEXT.startingCheckout : PRICING_TEXT.startTrial}
          <span className="visually-hidden">{` ${PRICING_TEXT.trialWith({ plan: plan.name })} ${SHELL_TEXT.newTabHint}`}</span>
        </a>
      </p>
      {checkout.failed === plan.planId ? (
        <p id={errorId} className="plan__error" role="alert">
          {PRICING_TEXT.checkoutFailed}
        </p>
      ) : null}
    </li>
  );
}

/** Billing intervals any store offers, monthly first: the table's columns. */
function intervalsOf(stores: Prices[]): Interval[] {
  const offered = new Set(stores.flatMap((store) => store.prices.map((price) => price.interval)));
  return INTERVALS.filter((interval) => offered.has(interval));
}

function StoreTable({ stores, trials }: { stores: Prices[]; trials: string[] }) {
  const PRICING_TEXT = useMessages(PRICING_TEXT_EN);
  const INTERVAL_COLUMNS = useMessages(INTERVAL_COLUMNS_EN);
  const STORE_NAMES = useMessages(STORE_NAMES_EN);
  const language = useLanguage();
  const intervals = intervalsOf(stores);
  const captionId = useId();
  // On a phone the table scrolls sideways inside its wrapper: a focusable, named region lets a
  // keyboard user scroll it too (WCAG 2.1.1), and a screen reader announces what it holds.
  return (
    /* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: the scrolling box of a wide table,
       focusable so a keyboard can scroll it (see above); no section of the page. */
    <div className="price-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="price-table">
        <caption id={captionId}>{PRICING_TEXT.storesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{PRICING_TEXT.storeColumn}</th>
            {intervals.map((interval) => (
              <th key={interval} scope="col">
                {INTERVAL_COLUMNS[interval]}
              </th>
            ))}
            <th scope="col">{PRICING_TEXT.trialColumn}</th>
          </tr>
        </thead>
        <tbody>
          {stores.map((store, row) => {
            return (
              <tr key={store.storeType}>
                <th scope="row">{STORE_NAMES[store.storeType]}</th>
                {intervals.map((interval) => {
                  const price = store.prices.find((p) => p.interval === interval);
                  return <td key={interval}>{price ? priceText(price.amount, store.currency, interval, language) : PRICING_TEXT.notOffered}</td>;
                })}
                <td>{trials[row]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /pricing: the web plans as cards (a linked plan first), then every store's prices in one
 * table; after checkout, the outcome above them.
 */
export function PricingPage() {
  const PRICING_TEXT = useMessages(PRICING_TEXT_EN);
  const PLAN_OFFER_TEXT = useMessages(PLAN_OFFER_TEXT_EN);
  const language = useLanguage();
  const { plans, stores, trials, discount, discountRefused, offer, checkoutReturn } = useLoaderData() as PricingData;
  const config = usePublicConfig();
  const checkout = useCheckout(discount ?? undefined);
  const signUpUrl = joinUrl(config.webAppUrl, 'sign-up');
  return (
    <>
      <PageMeta title={PRICING_TEXT.title} description={PRICING_TEXT.description} keywords={PRICING_TEXT.keywords} canonical={PRICING_CANONICAL} />
      <Breadcrumbs items={[{ name: PRICING_TEXT.crumb }]} />
      <h1 className="page__title">{PRICING_TEXT.title}</h1>
      {checkoutReturn ? <CheckoutReturnPanel checkoutReturn={checkoutReturn} /> : null}
      <p className="page__intro">{PRICING_TEXT.intro}</p>

      <ItemSection id="pricing-plans" title={PRICING_TEXT.plans}>
        {offer?.kind === 'unknown' ? <p className="pricing-notice">{PLAN_OFFER_TEXT.notFound}</p> : null}
        {discountRefused && offer?.kind !== 'plan' ? <p className="pricing-notice">{PLAN_OFFER_TEXT.pageDiscountRefused}</p> : null}
        <ul className="plan-list">
          {plans.map((plan, index) => (
            <PlanCard
              key={`${plan.productId}/${plan.planId}`}
              plan={plan}
              signUpUrl={signUpUrl}
              checkout={checkout}
              offer={offer?.kind === 'plan' && index === 0 ? { discountRefused: offer.discountRefused } : undefined}
            />
          ))}
        </ul>
      </ItemSection>

      <ItemSection id="pricing-stores" title={PRICING_TEXT.stores}>
        <StoreTable stores={stores} trials={trials} />
      </ItemSection>

      <JsonLd
        data={{
          '@type': 'Product',
          name: PRICING_TEXT.productName,
          description: PRICING_TEXT.description,
          brand: { '@type': 'Brand', name: 'nkoda' },
          offers: plans.map((plan) => ({
            '@type': 'Offer',
            name: plan.name,
            price: minorToMajor(plan.amount, plan.currency, language),
            priceCurrency: plan.currency,
            url: signUpUrl,
          })),
        }}
      />
    </>
  );
}
