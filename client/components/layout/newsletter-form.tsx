import { useId } from 'react';
import { FORM_TEXT } from '../form-kit/form-strings';
import { HONEYPOT_FIELD } from '../../../shared/forms/honeypot';
import { NEWSLETTER_TEXT } from './newsletter-strings';
import { useNewsletterForm } from './use-newsletter-form';

/**
 * The footer's newsletter sign-up: one labelled email field and a button, the message under
 * them (so it never moves the button a click is aiming at). The button stays disabled until
 * the page has hydrated: a native submit would post the page itself and lose the address.
 */
export function NewsletterForm() {
  const form = useNewsletterForm();
  const id = useId();
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  return (
    <div className="footer__newsletter newsletter">
      <h2 className="newsletter__heading" id={`${id}-heading`}>
        {NEWSLETTER_TEXT.heading}
      </h2>
      <p className="newsletter__intro">{NEWSLETTER_TEXT.intro}</p>
      <form className="newsletter__form" noValidate onSubmit={form.onSubmit} aria-labelledby={`${id}-heading`}>
        <div className={form.message ? 'field newsletter__field field--invalid' : 'field newsletter__field'}>
          <label className="field__label" htmlFor={inputId}>
            {NEWSLETTER_TEXT.label}
          </label>
          <div className="newsletter__row">
            <input
              ref={form.input}
              id={inputId}
              className="field__control newsletter__input"
              type="email"
              name="email"
              autoComplete="email"
              value={form.email}
              onFocus={form.onFocus}
              onChange={form.onChange}
              onBlur={form.onBlur}
              aria-required="true"
              aria-invalid={form.message ? true : undefined}
              aria-describedby={form.message ? messageId : undefined}
            />
            <button type="submit" className="button button--primary newsletter__submit" disabled={!form.ready} aria-disabled={form.sending || undefined}>
              {form.sending ? NEWSLETTER_TEXT.sending : NEWSLETTER_TEXT.submit}
            </button>
          </div>
          {form.message ? (
            <p className="field__error" id={messageId}>
              {form.message}
            </p>
          ) : null}
        </div>
        {/* The honeypot, as in the form kit (fields.tsx): people never see or reach it. */}
        <div className="form__trap" aria-hidden="true">
          <label>
            {FORM_TEXT.trap}
            <input ref={form.trap} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      </form>
    </div>
  );
}
