import type { FormOutcome } from './forms/form-outcome';
import type { PublicConfig } from './public-config';
import type { UsedVocabulary } from './i18n/vocabulary';
import type { TransferState } from './framework/page';

/** App state the server derived from the request (cookies, preview flag). */
export interface InitialAppState {
  cookieConsent: boolean;
  showUnpublished: boolean;
  /**
   * The visitor's country (ISO 3166-1 alpha-2) as the edge saw it, or null when unknown: what
   * regional availability is judged by (issue 21). Pages are cached per country because of it.
   */
  country: string | null;
  /** What became of a form this visitor just posted natively, for this render alone (./forms/form-outcome.ts). */
  form?: FormOutcome;
}

/** What the site adds to the framework's transfer state: the browser's config, app state and the render's words. */
export interface SiteTransfer {
  config: PublicConfig;
  app: InitialAppState;
  /** The catalogue words the page's render used, in its language (./i18n/vocabulary.ts). */
  vocabulary?: UsedVocabulary;
}

/** The transfer state of every page of the site. */
export type SiteTransferState = TransferState<SiteTransfer>;
