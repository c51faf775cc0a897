import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
// Types only: zod comes with a form's rules, on first use (`rules` below), never with the page.
import type { ZodType } from 'zod';
import { ANALYTICS_EVENTS, type AnalyticsFormName } from '../../../shared/analytics-events';
import { fieldErrors } from '../../../shared/forms/field-limits';
import type { FormOutcome, NativeForm } from '../../../shared/forms/form-outcome';
import { HONEYPOT_FIELD } from '../../../shared/forms/honeypot';
import type { FailedCheck } from '../../../shared/forms/form-message';
import type { Language } from '../../../shared/languages';
import { useLanguage } from '../../lib/language-context';
import { trackEvent } from '../../lib/analytics';
import { usePublicConfig } from '../../state/use-public-config';
import type { PostResult, SendOptions } from './post-form';
import { keptValues, useFormOutcome } from './use-form-outcome';

export type FormValues = Record<string, string>;
export type FormStatus = 'editing' | 'sending' | 'sent';
export type FormFailure = 'refused' | 'unavailable' | 'invalid';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A form's rules, in the chunk its loader imports (zod with them). */
export interface FormRules {
  /** Rules applied live as fields change. */
  schema: ZodType;
  /**
   * Rules applied on submit when no message is showing (default: `schema`).
   * docs/requirements.md §5.1 words some messages differently on submit ('Name is required' vs
   * 'Contact name is required').
   */
  submitSchema?: ZodType;
  /** Writes a failed check in a language (shared/forms/form-message.ts), with the rules: the page needs no message before them. */
  messageIn: (language: Language) => (check: FailedCheck) => string;
}

export interface FormController<V extends FormValues> {
  id: string;
  values: V;
  errors: Partial<Record<keyof V, string>>;
  status: FormStatus;
  failure: FormFailure | null;
  /**
   * The form's first state came from its native post (the page was rendered with its outcome):
   * the browser already focused what needed it, so nothing takes focus again on hydration.
   */
  restored: boolean;
  /** The field given `autofocus`: the first one in error after a native post, so it has focus on load without code. */
  autoFocus: keyof V | null;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  /** A field (or the button) took focus: the form's rules start loading, if not already in. */
  onFocus: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fieldRef: (name: keyof V) => (element: FieldElement | null) => void;
  /** The hidden field people leave empty and form-filling bots do not (see Honeypot). */
  trapRef: (element: HTMLInputElement | null) => void;
}

/**
 * State of one form: values, messages and sending. Messages appear live as a field changes and
 * for every field on submit (docs/requirements.md §5.1); nothing is sent while any shows. A second
 * click while sending does nothing, and a failure keeps every value the visitor typed.
 *
 * The rules (and zod) are not in the page's first load: they load when a field is first focused
 * or changed. No message can show before then, and a native post (before the page's code) is
 * checked by the BFF with the same rules. A submit before they are in waits for them, the button
 * showing it on its way, then goes on as any other; should they fail to load, the form posts
 * natively instead, as it does without code.
 */
export function useForm<V extends FormValues>(options: {
  /** Imports the form's rules (a dynamic import; called again only after a failure). */
  rules: () => Promise<FormRules>;
  initial: V;
  /** Field order: the first invalid one gets focus on submit. */
  order: ReadonlyArray<keyof V>;
  send: (data: Record<string, unknown>, options: SendOptions) => Promise<PostResult>;
  /** The form's analytics name: a successful send records 'Form sent' with it. */
  form?: AnalyticsFormName;
  /** The BFF route the form posts to natively: the page shows that post's outcome when rendered with one. */
  native: NativeForm;
}): FormController<V> {
  const { initial, order, send, form, native } = options;
  const config = usePublicConfig();
  const language = useLanguage();
  const id = useId();
  // A page rendered with this form's native outcome starts from it (the thanks, or the messages
  // and values); the server rendered the same, so hydration finds what it expects.
  const outcome = useFormOutcome(native);
  const [start] = useState(() => startingState(outcome, order));
  const [values, setValues] = useState<V>(() => keptValues(initial, outcome));
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>(start.errors);
  const [status, setStatus] = useState<FormStatus>(start.status);
  const [failure, setFailure] = useState<FormFailure | null>(start.failure);
  // A ref, not state: the second click of a double click arrives before React re-renders.
  const sending = useRef(false);
  const elements = useRef(new Map<keyof V, FieldElement>());
  const trap = useRef<HTMLInputElement | null>(null);
  // One key per submission: a retry of the same values reuses it, so the service can tell a
  // repeat from a new message; any edit or a successful send starts a new one.
  const idempotencyKey = useRef<string | null>(null);
  const [rules, setRules] = useState<FormRules | null>(null);
  const loading = useRef<Promise<FormRules> | null>(null);
  // What a submit that waited for the rules goes on with: the state as last rendered, not as it
  // was when the visitor pressed the button.
  const latest = useRef<{ values: V; touched: ReadonlySet<keyof V>; serverErrors: Partial<Record<keyof V, string>> }>({ values, touched, serverErrors });
  useLayoutEffect(() => {
    latest.current = { values, touched, serverErrors };
  });

  const load = (): Promise<FormRules> =>
    (loading.current ??= options.rules().then(
      (loaded) => {
        setRules(loaded);
        return loaded;
      },
      (error: unknown) => {
        // Tried again on the next use.
        loading.current = null;
        throw error;
      },
    ));
  /** Starts loading the rules; a failure here is met again by the submit, which has its own way out. */
  const prepare = () => {
    load().catch(() => {});
  };

  // What the visitor typed before the page's code ran is in the fields, not in the state (React
  // leaves a control's text as it is when it hydrates it): adopted before any later render puts
  // the state's values back in them, as if typed now.
  useLayoutEffect(() => {
    const typed = [...elements.current].filter(([name, element]) => element.value !== values[name]);
    if (typed.length === 0) return;
    const adopted = Object.fromEntries(typed.map(([name, element]) => [name, element.value])) as Partial<V>;
    setValues((current) => ({ ...current, ...adopted }));
    setTouched((current) => new Set([...current, ...typed.map(([name]) => name)]));
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in adopted))) as Partial<Record<keyof V, string>>);
    // Those fields count as touched, so their live messages need the rules.
    prepare();
    // Once, as the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  type Messages = Partial<Record<keyof V, string>>;
  const validate = (candidate: V, loaded: FormRules, schema: ZodType): { data: Record<string, unknown> | null; errors: Messages } => {
    const result = schema.safeParse(candidate);
    return result.success
      ? { data: result.data as Record<string, unknown>, errors: {} }
      : { data: null, errors: fieldErrors(result.error, loaded.messageIn(language)) as Messages };
  };

  /** The messages showing: live ones for touched fields (once the rules are in), else the last submit's or the BFF's. */
  const messagesOf = (live: FormRules | null, state: { values: V; touched: ReadonlySet<keyof V>; serverErrors: Messages }): Messages => {
    const shown: Messages = live ? validate(state.values, live, live.schema).errors : {};
    const found: Messages = {};
    for (const name of order) {
      const message = state.touched.has(name) ? (shown[name] ?? state.serverErrors[name]) : state.serverErrors[name];
      if (message) found[name] = message;
    }
    return found;
  };

  const errors = messagesOf(rules, { values, touched, serverErrors });

  const onChange = (event: ChangeEvent<FieldElement>) => {
    const name = event.target.name as keyof V;
    // Read now, not in the updater: React may render it after it has put the field back to the
    // state's value (an event dispatched while it commits, as an island restores
    // what was typed before its code came).
    const value = event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(name));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest as Partial<Record<keyof V, string>>);
    idempotencyKey.current = null;
    prepare();
  };

  const focusFirst = (found: Partial<Record<keyof V, string>>) => {
    const first = order.find((name) => found[name]);
    if (first !== undefined) elements.current.get(first)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Always first: whatever follows, this submit is handled here and never also natively.
    event.preventDefault();
    if (sending.current) return;
    if (rules) {
      submit(rules, values, errors);
      return;
    }
    // The page's code came before the rules: the submit waits for them (a second press does
    // nothing meanwhile), then goes on with what the form holds by then.
    sending.current = true;
    setStatus('sending');
    const element = event.currentTarget;
    load().then(
      (loaded) => {
        sending.current = false;
        setStatus('editing');
        const state = latest.current;
        submit(loaded, state.values, messagesOf(loaded, state));
      },
      () => {
        // No rules to be had (offline, a deploy that replaced the chunk): the form posts
        // natively, as it does before its code, and the BFF checks it. Nothing was sent by code,
        // and `sending` stays set while the browser leaves, so it goes once.
        element.submit();
      },
    );
  };

  const submit = (loaded: FormRules, values: V, errors: Messages) => {
    // Nothing is sent while any message shows (docs/requirements.md §5.1).
    const showing = order.find((name) => errors[name]);
    if (showing !== undefined) {
      focusFirst(errors);
      return;
    }
    const { data, errors: found } = validate(values, loaded, loaded.submitSchema ?? loaded.schema);
    if (!data) {
      setServerErrors(found);
      focusFirst(found);
      return;
    }
    sending.current = true;
    setStatus('sending');
    setFailure(null);
    idempotencyKey.current ??= crypto.randomUUID();
    const trapValue = trap.current?.value ?? '';
    void send(trapValue ? { ...data, [HONEYPOT_FIELD]: trapValue } : data, { idempotencyKey: idempotencyKey.current, language })
      .then((result) => {
        if (result.kind === 'sent') {
          idempotencyKey.current = null;
          if (form) trackEvent(config, ANALYTICS_EVENTS.formSent, { form });
          setStatus('sent');
          return;
        }
        setStatus('editing');
        setFailure(result.kind);
        if (result.kind === 'invalid') {
          const fields = result.fields as Partial<Record<keyof V, string>>;
          setServerErrors(fields);
          focusFirst(fields);
        }
      })
      .finally(() => {
        sending.current = false;
      });
  };

  const fieldRef = (name: keyof V) => (element: FieldElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  const trapRef = (element: HTMLInputElement | null) => {
    trap.current = element;
  };

  return {
    id,
    values,
    errors,
    status,
    failure,
    restored: outcome !== null,
    autoFocus: start.autoFocus,
    onChange,
    onFocus: prepare,
    onSubmit,
    fieldRef,
    trapRef,
  };
}

/** Where a kit form starts: afresh, or where its native post left it. */
function startingState<V extends FormValues>(
  outcome: FormOutcome | null,
  order: ReadonlyArray<keyof V>,
): { status: FormStatus; failure: FormFailure | null; errors: Partial<Record<keyof V, string>>; autoFocus: keyof V | null } {
  const fresh = { status: 'editing' as const, failure: null, errors: {}, autoFocus: null };
  if (!outcome) return fresh;
  switch (outcome.state) {
    case 'sent':
      return { ...fresh, status: 'sent' };
    case 'invalid': {
      const errors: Partial<Record<keyof V, string>> = {};
      for (const name of order) if (outcome.fields[name as string]) errors[name] = outcome.fields[name as string];
      const first = order.find((name) => errors[name]) ?? null;
      // A message for no field of the form's (a hidden one): said beside the button instead.
      return { ...fresh, errors, autoFocus: first, failure: first === null ? 'invalid' : null };
    }
    case 'refused':
    case 'unavailable':
      return { ...fresh, failure: outcome.state };
    case 'failed':
      // The newsletter's answer; a kit form is never told it, but it means the same as this.
      return { ...fresh, failure: 'unavailable' };
  }
}
