import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { v4 as uuidv4 } from 'uuid';
import { ANALYTICS_EVENTS } from '../../../shared/analytics-events';
import { FORM_PATHS } from '../../../shared/forms/promotion-forms';
import { HONEYPOT_FIELD } from '../../../shared/forms/honeypot';
import { NEWSLETTER_TOASTS } from '../../../shared/help-text';
import { trackEvent } from '../../lib/analytics';
import { usePublicConfig } from '../../state/use-public-config';
import { postForm } from '../form/post-form';
import { useShowToast } from '../toast/use-toast';
import { newsletterBody, newsletterMessage } from './newsletter-rules';

/**
 * The footer newsletter's state. Unlike the kit's useForm (messages live as fields change), its
 * messages wait for the field to be left or a submit (SPEC section 5), and whatever the answer,
 * a toast tells the visitor and the form starts over (SPEC section 4).
 */
export function useNewsletterForm() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const showToast = useShowToast();
  const config = usePublicConfig();

  useEffect(() => setReady(true), []);

  const message = newsletterMessage({ value: email, touched, submitted });

  const reset = () => {
    setEmail('');
    setTouched(false);
    setSubmitted(false);
    if (trap.current) trap.current.value = '';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const body = newsletterBody(email);
    if (!body) {
      // A refused submit also counts as leaving the field, so an address typed and sent with
      // Enter (never blurred) still gets its message rather than a silent refusal.
      setSubmitted(true);
      setTouched(true);
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    const trapValue = trap.current?.value ?? '';
    // Each submission is new (the form resets after every answer), so it gets its own key.
    void postForm(FORM_PATHS.newsletter, trapValue ? { ...body, [HONEYPOT_FIELD]: trapValue } : body, { idempotencyKey: uuidv4() })
      .then((result) => {
        if (result.kind === 'sent') trackEvent(config, ANALYTICS_EVENTS.newsletterSignup, {});
        const toast = result.kind === 'sent' ? NEWSLETTER_TOASTS.success : NEWSLETTER_TOASTS.failure;
        showToast({ tone: result.kind === 'sent' ? 'success' : 'error', ...toast });
        reset();
      })
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  };

  return {
    email,
    message,
    sending,
    ready,
    input,
    trap,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value),
    onBlur: () => setTouched(true),
    onSubmit,
  };
}
