import type { LoaderFunctionArgs } from 'react-router';
import { pricesSchema, storeTypeSchema, type Prices } from '../../../shared/schemas/promotion';
import { plansSchema, type Plan } from '../../../shared/schemas/subscription';
import { apiFrom } from '../../lib/api-context';
import { discountCode } from '../../lib/checkout';

/** Stores in the order the table lists them: the web first, then the app stores. */
export const STORE_TYPES = storeTypeSchema.options;

export interface PricingData {
  /** Card-payment plans sold on the web. */
  plans: Plan[];
  /** One row per store, in STORE_TYPES order. */
  stores: Prices[];
  /** The page's `?discount=` code when it is a plain code: plan prices and checkout use it. */
  discount: string | null;
}

/**
 * Web plans (at the `?discount=` code's price, if any) and the four stores' prices, all five
 * read in parallel. A discount code that is not a plain code is ignored, not an error.
 */
export async function pricingLoader({ context, request }: LoaderFunctionArgs): Promise<PricingData> {
  const api = apiFrom(context);
  const discount = discountCode(new URL(request.url).searchParams.get('discount'));
  const [plans, stores] = await Promise.all([
    api.read({ family: 'subscription', path: '/v4/stripeSubscription/plans', query: { discount }, schema: plansSchema, signal: request.signal }),
    Promise.all(
      STORE_TYPES.map((storeType) =>
        api.read({ family: 'promotion', path: '/v4/promotion/prices', query: { storeType }, schema: pricesSchema, signal: request.signal }),
      ),
    ),
  ]);
  return { plans, stores, discount: discount ?? null };
}
