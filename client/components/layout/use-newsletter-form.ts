import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ANALYTICS_EVENTS } from '../../../shared/analytics-events';
import { NEWSLETTER_TOASTS } from '../../../shared/help-strings';
import { trackEvent } from '../../lib/analytics';
import { usePublicConfig } from '../../state/use-public-config';
import { useShowToast } from '../toast/use-toast';

type NewsletterSend = typeof import('./newsletter-send');

let sendModule: Promise<NewsletterSend> | undefined;
/** The rules and submit code (and zod), fetched once, on the visitor's first touch of the form. */
const loadSend = () => (sendModule ??= import('./newsletter-send'));

/**
 * The footer newsletter's state. Unlike the kit's useForm (messages live as fields change), its
 * messages wait for the field to be left or a submit (SPEC section 5), and whatever the answer,
 * a toast tells the visitor and the form starts over (SPEC section 4). No message can show before
 * the field is left or a submit, so the rules load on focus and the first render needs none.
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
  const [rules, setRules] = useState<NewsletterSend | null>(null);

  useEffect(() => {
    setReady(true);
    // The footer hydrates on first use (../hydrate-on-use.tsx): what was typed before its code
    // arrived is in the field, not in the state (a missed focus or blur is sent again).
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const load = () =>
    loadSend().then((loaded) => {
      setRules(loaded);
      return loaded;
    });

  const message = rules ? rules.newsletterMessage({ value: email, touched, submitted }) : null;

  const reset = () => {
    setEmail('');
    setTouched(false);
    setSubmitted(false);
    if (trap.current) trap.current.value = '';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void load().then((send) => {
      const body = send.newsletterBody(email);
      if (!body) {
        inFlight.current = false;
        // A refused submit also counts as leaving the field, so an address typed and sent with
        // Enter (never blurred) still gets its message rather than a silent refusal.
        setSubmitted(true);
        setTouched(true);
        input.current?.focus();
        return;
      }
      setSending(true);
      return send
        .sendNewsletter(body, trap.current?.value ?? '')
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
    });
  };

  return {
    email,
    message,
    sending,
    ready,
    input,
    trap,
    onFocus: () => void load(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setEmail(event.target.value);
      void load();
    },
    onBlur: () => {
      setTouched(true);
      void load();
    },
    onSubmit,
  };
}
