import { newsletterSchema } from '../../../shared/forms/contact-forms';
import { formMessage, formMessageIn, isFormMessage } from '../../../shared/forms/form-message';
import type { Language } from '../../../shared/languages';

/** What the visitor has done with the newsletter field so far. */
export interface NewsletterFieldState {
  value: string;
  /** The field has lost focus at least once since the form was (re)set. */
  touched: boolean;
  /** A submit was attempted since the form was (re)set. */
  submitted: boolean;
}

/** The rule the value breaks (the schema's first failed check), or null when it can be sent. */
function newsletterProblem(value: string) {
  const result = newsletterSchema.safeParse({ email: value });
  return result.success ? null : (result.error.issues[0] ?? { message: formMessage('NEWSLETTER_MESSAGES.invalid') });
}

/**
 * The message under the field (docs/requirements.md §5.2): 'Email is required' once touched or
 * after a submit; 'Enter a valid email address' once touched. Null when nothing shows.
 */
export function newsletterMessage({ value, touched, submitted }: NewsletterFieldState, language: Language): string | null {
  const problem = newsletterProblem(value);
  if (problem === null) return null;
  const shows = isFormMessage(problem, 'NEWSLETTER_MESSAGES.required') ? touched || submitted : touched;
  return shows ? formMessageIn(language)(problem) : null;
}

/** The body posted to the BFF: the trimmed address only. */
export function newsletterBody(value: string): { email: string } | null {
  const result = newsletterSchema.safeParse({ email: value });
  return result.success ? { email: result.data.email } : null;
}
