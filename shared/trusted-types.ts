import { FRAMEWORK_POLICIES } from './framework/page';

/**
 * The Trusted Types policies the site's pages create (client/lib/trusted-types.ts), one per kind
 * of string the client hands to an HTML or script-URL sink. The worker's CSP allows exactly these
 * names (`trusted-types`), so a script that creates any other policy, or a second one of the same
 * name, is refused by the browser (docs/decisions/045-trusted-types-and-csp-reports.md).
 */
export const TRUSTED_TYPES_POLICIES = {
  /** The framework's: the boot script's entry, an island's server copy, the progress bar (framework/README.md). */
  ...FRAMEWORK_POLICIES,
  /** CMS HTML the worker already sanitised (worker/cms/sanitise-html.ts), into a rich-text block. */
  cmsHtml: 'nkoda-cms-html',
  /** Structured data (schema.org JSON) into its data block, when it changes on a client navigation. */
  jsonLd: 'nkoda-json-ld',
  /** The configured support chat widget's script address (SUPPORT_CHAT_WIDGET_URL), and only it. */
  chatWidget: 'nkoda-chat-widget',
} as const;

/** Where browsers send CSP violation reports (worker/reports/csp-reports.ts). */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** The Reporting-Endpoints name the CSP's report-to directive names. */
export const CSP_REPORT_GROUP = 'csp';
