import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { HONEYPOT_FIELD } from '../../../shared/forms/honeypot';
import { postForm, type PostResult } from '../form-kit/post-form';
import type { Language } from '../../../shared/languages';

export { newsletterBody, newsletterMessage } from './newsletter-rules';

/**
 * The newsletter's rules (zod) and submit, one chunk imported when the visitor first focuses,
 * types in or submits the field (use-newsletter-form.ts), never with the page.
 */
export function sendNewsletter(body: { email: string }, trapValue: string, language: Language): Promise<PostResult> {
  // Each submission is new (the form resets after every answer), so it gets its own key.
  return postForm(FORM_PATHS.newsletter, trapValue ? { ...body, [HONEYPOT_FIELD]: trapValue } : body, { idempotencyKey: crypto.randomUUID(), language });
}
