/**
 * The part of the worker's configuration that the browser may see. The worker builds it from
 * the validated [vars] (worker/env.ts) and ships it in the transfer state; secrets never enter it.
 */
export interface PublicConfig {
  production: boolean;
  publicOrigin: string;
  imageStorageRoot: string;
  buildStorageRoot: string;
  helpCentreUrl: string;
  webAppUrl: string;
  gettingStartedUrl: string;
  appleStoreUrl: string;
  windowsStoreUrl: string;
  googleStoreUrl: string;
  /** Empty when no support chat is configured. */
  supportChatUrl: string;
  /** The chat's widget script (https), loaded by the pages that drive the chat; empty when none. */
  supportChatWidgetUrl: string;
  /** App downloads go to the web app's pricing page instead of the stores (docs/requirements.md §9.5, "the flag"). */
  downloadToPricing: boolean;
  /** The fund campaign's form takes applications (an endpoint is configured). */
  fundFormOpen: boolean;
  /** Plausible site domain; empty turns analytics off. */
  analyticsKey: string;
  /**
   * Where the tracker posts events (ANALYTICS_API_URL): a path on this site or a URL; empty when
   * analytics is off.
   */
  analyticsEndpoint: string;
}
