import { useId } from 'react';
import { FieldFrame, TrapField } from '../form-kit/field-frame';
import { NEWSLETTER_TEXT } from './newsletter-strings';
import { useNewsletterForm } from './use-newsletter-form';

/**
 * The footer's newsletter sign-up, framed by the form kit (label, message, honeypot): one email
 * field and its button, the message under them (so it never moves the button a click is aiming
 * at). The button stays disabled until the form has hydrated (with the footer, on first use:
 * see client/root.tsx): a native submit would post the page itself and lose the address. Its
 * state is its own hook, for the spec words its timing and answers differently from the kit's
 * forms (see use-newsletter-form.ts).
 */
export function NewsletterForm() {
  const form = useNewsletterForm();
  const id = useId();
  return (
    <div className="footer__newsletter newsletter">
      <h2 className="newsletter__heading" id={`${id}-heading`}>
        {NEWSLETTER_TEXT.heading}
      </h2>
      <p className="newsletter__intro">{NEWSLETTER_TEXT.intro}</p>
      <form className="newsletter__form" noValidate onSubmit={form.onSubmit} aria-labelledby={`${id}-heading`}>
        <FieldFrame id={`${id}-email`} label={NEWSLETTER_TEXT.label} error={form.message} className="newsletter__field">
          {(aria) => (
            <div className="newsletter__row">
              <input
                {...aria}
                ref={form.input}
                className="field__control newsletter__input"
                type="email"
                name="email"
                autoComplete="email"
                value={form.email}
                onFocus={form.onFocus}
                onChange={form.onChange}
                onBlur={form.onBlur}
                aria-required="true"
              />
              <button type="submit" className="button button--primary newsletter__submit" disabled={!form.ready} aria-disabled={form.sending || undefined}>
                {form.sending ? NEWSLETTER_TEXT.sending : NEWSLETTER_TEXT.submit}
              </button>
            </div>
          )}
        </FieldFrame>
        <TrapField inputRef={form.trap} />
      </form>
    </div>
  );
}
