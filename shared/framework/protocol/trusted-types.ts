/** The page's entry module, added by the boot script after load (../browser/boot.ts): its own constant, so the boot script carries only it. */
export const BOOT_POLICY = 'page-boot';

/**
 * The framework's Trusted Types policies. Under a CSP with `require-trusted-types-for 'script'`,
 * a browser takes only values a named policy made at an HTML or script-URL sink; the site's CSP
 * lists these names beside its own (`trusted-types`), and a second policy of the same name is
 * refused, so each is made once per page, when first used.
 */
export const FRAMEWORK_POLICIES = {
  boot: BOOT_POLICY,
  /** An island whose code did not load: the server's own markup of it, put back (../page/hydrate-on-use.tsx). */
  serverCopy: 'page-server-copy',
  /** The progress bar's fixed markup (nprogress's template; ../browser/progress-bar.ts). */
  progressBar: 'page-progress-bar',
} as const;

interface TrustedTypePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

/** What a policy turns a string into, and why that string is safe. */
export interface PolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: PolicyRules): TrustedTypePolicy;
}

const factory = (): TrustedTypePolicyFactory | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

const made = new Map<string, TrustedTypePolicy | null>();

/**
 * The policy `name`, made with `rules` the first time it is asked for; null where the browser has
 * no Trusted Types (the strings are then used as they are).
 */
export function trustedPolicy(name: string, rules: PolicyRules): TrustedTypePolicy | null {
  if (!made.has(name)) made.set(name, factory()?.createPolicy(name, rules) ?? null);
  return made.get(name)!;
}

/**
 * HTML through policy `name`: the trusted value where the browser has Trusted Types, else the
 * string. Typed as a string for React and the DOM typings; the browser sees the trusted object.
 */
export function trustedHtml(name: string, html: string, rules: PolicyRules): string {
  return (trustedPolicy(name, rules)?.createHTML(html) as string | undefined) ?? html;
}
