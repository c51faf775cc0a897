import { useId } from 'react';
import { FORM_PATHS } from '../../../shared/forms/form-paths';
import { FieldFrame, TrapField } from '../form-kit/field-frame';
import { NativeFields } from '../form-kit/native-fields';
import { NEWSLETTER_TEXT as NEWSLETTER_TEXT_EN } from '#messages/client/components/layout/newsletter';
import { useNewsletterForm } from './use-newsletter-form';
import { useMessages } from '../../lib/language-context';

/**
 * The footer's newsletter sign-up, framed by the form kit (label, message, honeypot): one email
 * field and its button, the message under them (so it never moves the button a click is aiming
 * at). Once the footer has hydrated (on first use: see client/root.tsx) its code sends the form;
 * before that, or without code, the form posts natively to the same BFF path, which answers on
 * this page: the sign-up's outcome then shows under the form, the announced status the toast
 * would have been. Its state is its own hook, for docs/requirements.md (§5.2, §8) words its timing
 * and answers differently from the kit's forms (see use-newsletter-form.ts).
 */
export function NewsletterForm() {
  const NEWSLETTER_TEXT = useMessages(NEWSLETTER_TEXT_EN);
  const form = useNewsletterForm();
  const id = useId();
  return (
    <div className="footer__newsletter newsletter">
      <h2 className="newsletter__heading" id={`${id}-heading`}>
        {NEWSLETTER_TEXT.heading}
      </h2>
      <p className="newsletter__intro">{NEWSLETTER_TEXT.intro}</p>
      <form className="newsletter__form" method="post" action={FORM_PATHS.newsletter} noValidate onSubmit={form.onSubmit} aria-labelledby={`${id}-heading`}>
        <NativeFields />
        <FieldFrame id={`${id}-email`} label={NEWSLETTER_TEXT.label} error={form.message} className="newsletter__field">
          {(aria) => (
            <div className="newsletter__row">
              <input
                {...aria}
                ref={form.input}
                autoFocus={form.autoFocus || undefined}
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
              {/* Never disabled: before the footer's code runs it posts the form natively. */}
              <button type="submit" className="button button--primary newsletter__submit" aria-disabled={form.sending || undefined}>
                {form.sending ? NEWSLETTER_TEXT.sending : NEWSLETTER_TEXT.submit}
              </button>
            </div>
          )}
        </FieldFrame>
        <TrapField inputRef={form.trap} />
      </form>
      {form.notice ? (
        // Focused as the page loads (`autofocus`, code or not), so it is read out and in view.
        <div className={`newsletter__notice newsletter__notice--${form.notice.tone}`} role="status" tabIndex={-1} autoFocus>
          <p className="newsletter__notice-title">{form.notice.title}</p>
          <p className="newsletter__notice-message">{form.notice.message}</p>
        </div>
      ) : null}
    </div>
  );
}
