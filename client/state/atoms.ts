import { atom } from 'jotai';
import type { FormOutcome } from '../../shared/forms/form-outcome';
import type { PublicConfig } from '../../shared/public-config';
import { DEFAULT_CONTENT_TYPE } from '../../shared/spec';

/** Non-secret configuration from the worker (seeded from the transfer state). */
export const publicConfigAtom = atom<PublicConfig | null>(null);

/** CookieConsent cookie is "true": the consent bar stays hidden. */
export const cookieConsentAtom = atom(false);

/** Banner currently shown; null hides it. */
export type BannerKind = 'region';
export const bannerAtom = atom<BannerKind | null>(null);

/**
 * Content item in context; Login and Get Started links carry it. Item pages declare it in their
 * route handle (client/lib/route-handle.ts), so it is derived, not stored.
 */
export interface ContentHolder {
  contentType: string;
  ref: string | null;
}
export const EMPTY_CONTENT_HOLDER: ContentHolder = { contentType: DEFAULT_CONTENT_TYPE, ref: null };

/** Session-only preview flag (set by ?strapi={key}). */
export const showUnpublishedAtom = atom(false);
/** The visitor's country from the edge (InitialAppState.country). */
export const visitorCountryAtom = atom<string | null>(null);

/**
 * What became of a form the visitor posted natively (InitialAppState.form), for the page the
 * server rendered with it: never changed in the browser (client/components/form-kit/use-form-outcome.ts).
 */
export const formOutcomeAtom = atom<FormOutcome | null>(null);

/** Menus: at most one dropdown open; the mobile menu toggles independently. */
export const openDropdownAtom = atom<string | null>(null);
export const mobileMenuOpenAtom = atom(false);

/** A short message shown in the toast region (client/components/toast/), newest last. */
export interface Toast {
  id: number;
  tone: 'success' | 'error';
  title: string;
  message: string;
}
/** Toasts on screen. Only ever written in the browser, so the server renders none. */
export const toastsAtom = atom<readonly Toast[]>([]);
