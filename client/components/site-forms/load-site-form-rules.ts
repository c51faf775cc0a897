import type { FormRules } from '../form-kit/use-form';

type SiteFormRules = typeof import('./site-form-rules');

let rulesModule: Promise<SiteFormRules> | undefined;
/** site-form-rules.ts, fetched once, on the first use of any site form (useForm's `rules`). */
const loadRules = (): Promise<SiteFormRules> =>
  (rulesModule ??= import('./site-form-rules').catch((error: unknown) => {
    // A failed fetch (offline, a deploy that replaced the chunk) is tried again on the next use.
    rulesModule = undefined;
    throw error;
  }));

/** Each site form's loader of its rules, for useForm. */
export const SITE_FORM_RULES = {
  contact: (): Promise<FormRules> => loadRules().then((rules) => rules.contactRules),
  fund: (): Promise<FormRules> => loadRules().then((rules) => rules.fundRules),
  learningSpace: (): Promise<FormRules> => loadRules().then((rules) => rules.learningSpaceRules),
  madeNotBorn: (): Promise<FormRules> => loadRules().then((rules) => rules.madeNotBornRules),
} as const;
