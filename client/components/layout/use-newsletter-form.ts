import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ANALYTICS_EVENTS } from '../../../shared/analytics-events';
import type { FormOutcome } from '../../../shared/forms/form-outcome';
import { NEWSLETTER_TOASTS as NEWSLETTER_TOASTS_EN } from '#messages/shared/help';
import { useLanguage, useMessages } from '../../lib/language-context';
import { trackEvent } from '../../lib/analytics';
import { usePublicConfig } from '../../state/use-public-config';
import { useFormOutcome } from '../form-kit/use-form-outcome';
import { useShowToast } from '../toast/use-toast';

type NewsletterSend = typeof import('./newsletter-send');

let sendModule: Promise<NewsletterSend> | undefined;
/** The rules and submit code (and zod), fetched once, on the visitor's first touch of the form. */
const loadSend = () => (sendModule ??= import('./newsletter-send'));

/** What the footer says under the form after a native sign-up: the toast's words, kept on the page. */
export interface NewsletterNotice {
  tone: 'success' | 'error';
  title: string;
  message: string;
}

/** Where the form starts: afresh, or where its native post left it (shared/forms/form-outcome.ts). */
function startingState(
  outcome: FormOutcome | null,
  NEWSLETTER_TOASTS: typeof NEWSLETTER_TOASTS_EN,
): { email: string; message: string | null; notice: NewsletterNotice | null } {
  if (!outcome) return { email: '', message: null, notice: null };
  switch (outcome.state) {
    case 'sent':
      return { email: '', message: null, notice: { tone: 'success', ...NEWSLETTER_TOASTS.success } };
    case 'invalid':
      return { email: outcome.values.email ?? '', message: outcome.fields.email ?? null, notice: null };
    default:
      // 'failed' is the newsletter's one failure (docs/requirements.md §8: 'Error' / 'Please try again');
      // the form starts over.
      return { email: '', message: null, notice: { tone: 'error', ...NEWSLETTER_TOASTS.failure } };
  }
}

/**
 * The footer newsletter's state. Unlike the kit's useForm (messages live as fields change), its
 * messages wait for the field to be left or a submit (docs/requirements.md §5.2), and whatever the
 * answer, a toast tells the visitor and the form starts over (docs/requirements.md §4.4). No
 * message can show before the field is left or a submit, so the rules load on focus and the first
 * render needs none.
 *
 * Before its code runs (the footer hydrates on first use) the form posts natively; the page then
 * comes back with the outcome, which this starts from: the sign-up's answer said under the form
 * (`notice`), or the BFF's message and the address typed (shown until the field changes).
 */
export function useNewsletterForm() {
  const NEWSLETTER_TOASTS = useMessages(NEWSLETTER_TOASTS_EN);
  const language = useLanguage();
  const outcome = useFormOutcome('newslettersubscribers');
  const [start] = useState(() => startingState(outcome, NEWSLETTER_TOASTS));
  const [email, setEmail] = useState(start.email);
  // After a native post refused the address, the visitor has both left the field and submitted.
  const [touched, setTouched] = useState(start.message !== null);
  const [submitted, setSubmitted] = useState(start.message !== null);
  const [serverMessage, setServerMessage] = useState(start.message);
  const [notice, setNotice] = useState(start.notice);
  const [sending, setSending] = useState(false);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const showToast = useShowToast();
  const config = usePublicConfig();
  const [rules, setRules] = useState<NewsletterSend | null>(null);

  const load = () =>
    loadSend().then((loaded) => {
      setRules(loaded);
      return loaded;
    });

  useEffect(() => {
    // The footer hydrates on first use (../../../shared/framework/page/hydrate-on-use.tsx): what was typed before its code
    // arrived is in the field, not in the state (a missed focus or blur is sent again).
    const typed = input.current?.value;
    if (typed) setEmail(typed);
    // A BFF message was about the address it was sent with, not one typed over it since.
    if ((typed ?? '') !== start.email) setServerMessage(null);
    // A message from the BFF shows until the field changes; the rules take over from then.
    if (start.message !== null) void load();
    // Once, as the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const message = serverMessage ?? (rules ? rules.newsletterMessage({ value: email, touched, submitted }, language) : null);

  const reset = () => {
    setEmail('');
    setTouched(false);
    setSubmitted(false);
    setServerMessage(null);
    if (trap.current) trap.current.value = '';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Always first: whatever follows, this submit is handled here and never also natively.
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setNotice(null);
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
        .sendNewsletter(body, trap.current?.value ?? '', language)
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
    notice,
    /** The field in error after a native post: focused as the page loads (`autofocus`), code or not. */
    autoFocus: start.message !== null,
    sending,
    input,
    trap,
    onFocus: () => void load(),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setEmail(event.target.value);
      setServerMessage(null);
      void load();
    },
    onBlur: () => {
      setTouched(true);
      void load();
    },
    onSubmit,
  };
}
