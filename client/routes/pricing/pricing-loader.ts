import type { LoaderFunctionArgs } from 'react-router';
import type { DataAccess } from '../../../shared/data-access';
import { checkoutReturnOf, type CheckoutReturn } from '../../../shared/checkout-return';
import { isNotFound } from '../../../shared/read-answer';
import { pricesSchema, storeTypeSchema, type Prices } from '../../../shared/schemas/promotion';
import { planSchema, plansSchema, SUBSCRIPTION_TOKEN, type Plan } from '../../../shared/schemas/subscription';
import { apiFrom } from '../../lib/api-context';
import { renderReport } from '../../../shared/framework/page';
import { discountCode } from '../../lib/checkout';
import { languageFrom } from '../../lib/language-context';
import { formatList } from '../../../shared/i18n/format-list';
import { messagesIn } from '../../../shared/i18n/messages-in';
import type { Language } from '../../../shared/languages';
import { PRICING_TEXT } from '#messages/client/routes/pricing/pricing';

/** Stores in the order the table lists them: the web first, then the app stores. */
export const STORE_TYPES = storeTypeSchema.options;

/**
 * The plan a `?productId=&planId=` link offers: shown first and marked, with a word when its
 * discount was refused; or `unknown` (no such plan, or ids that are not plain), which leaves the
 * usual page with a message: the link's visitor came to buy, and every plan is still there.
 */
export type PlanOffer = { kind: 'plan'; plan: Plan; discountRefused: boolean } | { kind: 'unknown' };

export interface PricingData {
  /** Card-payment plans sold on the web, the offered one first. */
  plans: Plan[];
  /** One row per store, in STORE_TYPES order. */
  stores: Prices[];
  /** Each store's trial column, in the same order (storeTrialText). */
  trials: string[];
  /** The page's `?discount=` code when upstream accepted it: plan prices and checkout use it. */
  discount: string | null;
  /** A `?discount=` was given and is not plain, was refused by upstream, or lowered no plan's price. */
  discountRefused: boolean;
  offer: PlanOffer | null;
  /** Set on the address the payment provider sends a visitor back to. */
  checkoutReturn: CheckoutReturn | null;
}

/**
 * The plans at the code's price. Upstream may refuse a code it knows to be expired (a 4xx, which
 * reads as not found): then the full prices, and the code counts as refused.
 */
async function readPlans(api: DataAccess, discount: string | undefined, signal: AbortSignal) {
  const read = (code: string | undefined) =>
    api.read({ family: 'subscription', path: '/v4/stripeSubscription/plans', query: { discount: code }, schema: plansSchema, signal });
  if (!discount) return { plans: await read(undefined), refused: false };
  try {
    return { plans: await read(discount), refused: false };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { plans: await read(undefined), refused: true };
  }
}

/** The linked plan through its own read; if that is refused or fails, as the plan list has it. */
async function readOffer(
  api: DataAccess,
  params: URLSearchParams,
  discount: string | undefined,
  plans: Promise<Plan[]>,
  signal: AbortSignal,
): Promise<Plan | 'unknown' | null> {
  const productId = params.get('productId');
  const planId = params.get('planId');
  if (productId === null && planId === null) return null;
  if (!productId || !planId || !SUBSCRIPTION_TOKEN.test(productId) || !SUBSCRIPTION_TOKEN.test(planId)) return 'unknown';
  try {
    const path = `/v4/stripeSubscription/product/${productId}/plan/${planId}`;
    return await api.read({ family: 'subscription', path, query: { discount }, schema: planSchema, signal });
  } catch {
    // A refused discount, an unknown plan or a failed read: the list (read anyway) decides which.
    return (await plans).find((p) => p.productId === productId && p.planId === planId) ?? 'unknown';
  }
}

/**
 * A store's trial column: its trial lengths, "7 or 30 days", or that it has none. Written here, in
 * the worker, like the pages' dates: the list's Intl.ListFormat would cost the browser's hydration
 * 40-75 ms at a phone's CPU (measured: its locale data), for one cell.
 */
export function storeTrialText(store: Prices, language: Language): string {
  const words = messagesIn(PRICING_TEXT, language);
  const trials = [...new Set(store.prices.map((price) => price.trialDays))].filter((days) => days > 0);
  return trials.length > 0
    ? formatList(
        trials.map((days) => words.trialDays({ days })),
        language,
        'disjunction',
      )
    : words.noTrial;
}

/**
 * Web plans (at the `?discount=` code's price, if any), the linked plan if any, and the four
 * stores' prices, read in parallel. A bad code or plan link is said on the page, never an error.
 */
export async function pricingLoader({ context, request }: LoaderFunctionArgs): Promise<PricingData> {
  const api = apiFrom(context);
  const params = new URL(request.url).searchParams;
  const given = params.get('discount')?.trim() || undefined;
  const code = discountCode(given);
  const checkoutReturn = checkoutReturnOf(params);
  // A page per checkout session would only push shared pages out of the page cache.
  if (checkoutReturn) renderReport(context)?.personal('checkout return');

  const planRead = readPlans(api, code, request.signal);
  // The offer's read runs beside the list's; its fallback waits for the list (a failed list fails the page anyway).
  const listed = planRead.then((read) => read.plans);
  listed.catch(() => {});
  const [{ plans, refused }, offered, stores] = await Promise.all([
    planRead,
    readOffer(api, params, code, listed, request.signal),
    Promise.all(
      STORE_TYPES.map((storeType) =>
        api.read({ family: 'promotion', path: '/v4/promotion/prices', query: { storeType }, schema: pricesSchema, signal: request.signal }),
      ),
    ),
  ]);
  // Any code that left a price as it was counts as refused: the visitor expected it to lower it.
  let offer: PlanOffer | null = null;
  if (offered === 'unknown') offer = { kind: 'unknown' };
  else if (offered) offer = { kind: 'plan', plan: offered, discountRefused: given !== undefined && offered.discountedAmount === null };
  const others = offer?.kind === 'plan' ? plans.filter((plan) => plan.planId !== offer.plan.planId || plan.productId !== offer.plan.productId) : plans;
  return {
    plans: offer?.kind === 'plan' ? [offer.plan, ...others] : plans,
    stores,
    trials: stores.map((store) => storeTrialText(store, languageFrom(context))),
    discount: code && !refused ? code : null,
    discountRefused: given !== undefined && (code === undefined || refused || plans.every((plan) => plan.discountedAmount === null)),
    offer,
    checkoutReturn,
  };
}
