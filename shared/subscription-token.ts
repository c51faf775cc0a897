/**
 * Ids and discount codes the site forwards in a path or query (a plan's, a product's, a discount's,
 * a checkout session's): plain tokens, nothing to escape. Apart from the schemas (./schemas/subscription.ts) so a page that only checks an id (the
 * pricing page reading a checkout return) does not bring zod into its first load.
 */
export const SUBSCRIPTION_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;
