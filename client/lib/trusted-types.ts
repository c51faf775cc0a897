import { TRUSTED_TYPES_POLICIES } from '../../shared/trusted-types';

/**
 * The site's Trusted Types policies (docs/decisions/045-trusted-types-and-csp-reports.md). The
 * CSP says `require-trusted-types-for 'script'`: a browser that enforces it refuses a plain
 * string at an HTML or script-URL sink (innerHTML, script.src, ...), and takes only values these
 * named policies made. Each policy is for one kind of value and says why that value is safe;
 * there is no `default` policy, so a string that reaches a sink any other way is refused and
 * reported. Where the browser has no Trusted Types, the strings are used as they are.
 *
 * The values are typed as strings for React and the DOM typings; the browser sees the trusted
 * object and React passes it to the sink unchanged.
 */

interface TrustedTypePolicy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string }): TrustedTypePolicy;
}

const factory = (): TrustedTypePolicyFactory | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

/** Each policy is made once per page (the CSP refuses a second one of the same name), when first used. */
const made = new Map<string, TrustedTypePolicy | null>();
function policy(name: string, rules: Parameters<TrustedTypePolicyFactory['createPolicy']>[1]): TrustedTypePolicy | null {
  if (!made.has(name)) made.set(name, factory()?.createPolicy(name, rules) ?? null);
  return made.get(name)!;
}

/**
 * CMS HTML for a rich-text block. The worker sanitised it with its allowlist when it read it from
 * the CMS (worker/cms/sanitise-html.ts), for page renders and /api/cms alike: what reaches the
 * browser has no script-capable element, attribute or URL left, so the policy passes it on.
 */
export function sanitisedCmsHtml(html: string): string {
  return (policy(TRUSTED_TYPES_POLICIES.cmsHtml, { createHTML: (input) => input })?.createHTML(html) as string | undefined) ?? html;
}

/**
 * Structured data for its `<script type="application/ld+json">` block: JSON (escaped so it cannot
 * end the element), never run as script. The policy takes only text that parses as JSON.
 */
export function jsonLdHtml(json: string): string {
  const rules = {
    createHTML: (input: string) => {
      JSON.parse(input);
      return input;
    },
  };
  return (policy(TRUSTED_TYPES_POLICIES.jsonLd, rules)?.createHTML(json) as string | undefined) ?? json;
}

/**
 * A part hydrated on use whose code failed to load is put back as the server rendered it
 * (client/components/hydrate-on-use.tsx): the HTML read from the page's own element, which the
 * browser already parsed from the server's answer under this CSP.
 */
export function serverCopyHtml(html: string): string {
  return (policy(TRUSTED_TYPES_POLICIES.serverCopy, { createHTML: (input) => input })?.createHTML(html) as string | undefined) ?? html;
}

/**
 * The progress bar's markup: nprogress sets `innerHTML = Settings.template`. Only the one fixed
 * template is allowed; anything else throws, and the bar does not show.
 */
export function progressBarTemplate(template: string): string {
  const rules = {
    createHTML: (input: string) => {
      if (input !== template) throw new TypeError('Not the progress bar template');
      return input;
    },
  };
  return (policy(TRUSTED_TYPES_POLICIES.progressBar, rules)?.createHTML(template) as string | undefined) ?? template;
}

/**
 * The support chat widget's script address: only the configured SUPPORT_CHAT_WIDGET_URL, an https
 * address the operator chose (client/lib/support-chat-widget.ts); anything else throws.
 */
export function chatWidgetScriptUrl(configured: string): string {
  const rules = {
    createScriptURL: (input: string) => {
      if (input !== configured || !input.startsWith('https://')) throw new TypeError('Not the configured chat widget');
      return input;
    },
  };
  return (policy(TRUSTED_TYPES_POLICIES.chatWidget, rules)?.createScriptURL(configured) as string | undefined) ?? configured;
}
