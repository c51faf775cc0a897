import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { fieldErrors } from '../../../shared/forms/field-rules';
import type { PostResult } from './post-form';

export type FormValues = Record<string, string>;
export type FormStatus = 'editing' | 'sending' | 'sent';
export type FormFailure = 'refused' | 'unavailable' | 'invalid';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FormController<V extends FormValues> {
  id: string;
  values: V;
  errors: Partial<Record<keyof V, string>>;
  status: FormStatus;
  failure: FormFailure | null;
  /** False until the page has hydrated: the form cannot be sent before its script runs. */
  ready: boolean;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  fieldRef: (name: keyof V) => (element: FieldElement | null) => void;
}

/**
 * State of one form: values, messages and sending. Messages appear live as a field changes and
 * for every field on submit (SPEC section 5); nothing is sent while any shows. A second click
 * while sending does nothing, and a failure keeps every value the visitor typed.
 */
export function useForm<V extends FormValues>(options: {
  schema: ZodType;
  initial: V;
  /** Field order: the first invalid one gets focus on submit. */
  order: ReadonlyArray<keyof V>;
  send: (data: unknown) => Promise<PostResult>;
}): FormController<V> {
  const { schema, initial, order, send } = options;
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [status, setStatus] = useState<FormStatus>('editing');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [ready, setReady] = useState(false);
  const sending = useRef(false);
  const elements = useRef(new Map<keyof V, FieldElement>());

  useEffect(() => setReady(true), []);

  type Messages = Partial<Record<keyof V, string>>;
  const validate = (candidate: V): { data: unknown; errors: Messages } => {
    const result = schema.safeParse(candidate);
    return result.success ? { data: result.data, errors: {} } : { data: null, errors: fieldErrors(result.error) as Messages };
  };

  const shown = validate(values).errors;
  const errors: Partial<Record<keyof V, string>> = {};
  for (const name of order) {
    const message = touched.has(name) ? (shown[name] ?? serverErrors[name]) : serverErrors[name];
    if (message) errors[name] = message;
  }

  const onChange = (event: ChangeEvent<FieldElement>) => {
    const name = event.target.name as keyof V;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setTouched((current) => new Set(current).add(name));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest as Partial<Record<keyof V, string>>);
  };

  const focusFirst = (found: Partial<Record<keyof V, string>>) => {
    const first = order.find((name) => found[name]);
    if (first !== undefined) elements.current.get(first)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setTouched(new Set(order));
    const { data, errors: found } = validate(values);
    if (!data) {
      focusFirst(found);
      return;
    }
    sending.current = true;
    setStatus('sending');
    setFailure(null);
    void send(data)
      .then((result) => {
        if (result.kind === 'sent') {
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

  return { id, values, errors, status, failure, ready, onChange, onSubmit, fieldRef };
}
