/**
 * registerDeepLink (./deep-link-registration.ts) imported on the first click that needs it: the token cookie,
 * the token and the provider call matter only once the visitor leaves for the app or its store, so
 * item and download pages do not carry them in their first load. Same contract: never throws,
 * capped, resolves true when the provider took the registration.
 */
export function registerDeepLink(url: string): Promise<boolean> {
  return import('./deep-link-registration').then(
    (applink) => applink.registerDeepLink(url),
    () => false,
  );
}
