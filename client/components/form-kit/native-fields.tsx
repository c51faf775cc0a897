import { useHref, useLocation } from 'react-router';
import type { AnalyticsFormName } from '../../../shared/analytics-events';
import { FORM_NAME_FIELD, PAGE_FIELD } from '../../../shared/forms/form-outcome';

/**
 * The page's address as the browser has it: its language prefix (the router's basename), path
 * and query. It depends on the address alone, so a server render cached per address is right
 * for every visitor. A page the worker keeps is rendered for its clean address (only the
 * parameters the page reads, decision 044), so its field names that; a post made before the code
 * runs is answered on the browser's own address, from the Referer (worker/forms/answer-page.ts).
 */
export function usePageAddress(): string {
  const { pathname, search } = useLocation();
  return useHref({ pathname, search });
}

/**
 * The hidden fields a form posts natively (before or without the page's code): the page to
 * answer on, the form's analytics name (not for the newsletter), and any the BFF's schema reads
 * from the page rather than the visitor (a contact form's formType, a registration's event).
 */
export function NativeFields({ form, extra = {} }: { form?: AnalyticsFormName; extra?: Readonly<Record<string, string | number>> }) {
  const page = usePageAddress();
  return (
    <>
      <input type="hidden" name={PAGE_FIELD} value={page} />
      {form ? <input type="hidden" name={FORM_NAME_FIELD} value={form} /> : null}
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
    </>
  );
}
