import { TRUSTED_TYPES_POLICIES } from '../../shared/trusted-types';
import { trustedHtml, trustedPolicy } from '../../shared/framework/page';

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

/**
 * CMS HTML for a rich-text block. The worker sanitised it with its allowlist when it read it from
 * the CMS (worker/cms/sanitise-html.ts), for page renders and /api/cms alike: what reaches the
 * browser has no script-capable element, attribute or URL left, so the policy passes it on.
 */
export function sanitisedCmsHtml(html: string): string {
  return trustedHtml(TRUSTED_TYPES_POLICIES.cmsHtml, html, { createHTML: (input) => input });
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
  return trustedHtml(TRUSTED_TYPES_POLICIES.jsonLd, json, rules);
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
  return (trustedPolicy(TRUSTED_TYPES_POLICIES.chatWidget, rules)?.createScriptURL(configured) as string | undefined) ?? configured;
}
