import { useEffect, useRef, type ReactNode } from 'react';
import { FORM_TEXT as FORM_TEXT_EN } from '#messages/client/components/form-kit/form';
import { FieldFrame, TrapField, type ControlAria } from './field-frame';
import type { AnalyticsFormName } from '../../../shared/analytics-events';
import { NativeFields } from './native-fields';
import type { FormController, FormValues } from './use-form';
import { useMessages } from '../../lib/language-context';

/**
 * A kit form: posted by its code once the page has hydrated, and natively before or without it
 * (to the same BFF path, with the hidden fields the BFF needs to answer on this page). Its
 * messages are those of docs/requirements.md §5, from the page or the BFF, never the browser's own
 * (`noValidate`).
 */
export function KitForm<V extends FormValues>({
  form,
  action,
  analyticsName,
  hidden,
  label,
  children,
}: {
  form: FormController<V>;
  /** The BFF path the form posts to, natively or by its code (FORM_PATHS). */
  action: string;
  analyticsName: AnalyticsFormName;
  /** Fields the BFF reads from the page rather than the visitor (a contact form's formType). */
  hidden?: Readonly<Record<string, string | number>>;
  label: string;
  children: ReactNode;
}) {
  return (
    // Focus anywhere in the form (React's onFocus bubbles) starts loading its rules (useForm).
    <form className="form" method="post" action={action} noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} aria-label={label}>
      <NativeFields form={analyticsName} extra={hidden} />
      {children}
    </form>
  );
}

interface FieldProps<V extends FormValues> {
  form: FormController<V>;
  name: keyof V & string;
  label: string;
  required?: boolean;
  /** See FieldFrame: a sign for "required" in place of the words. */
  requiredMark?: string;
  hint?: string;
}

/** One of a kit form's fields in its frame. */
function Field<V extends FormValues>({
  form,
  name,
  label,
  required,
  requiredMark,
  hint,
  children,
}: FieldProps<V> & { children: (aria: ControlAria) => ReactNode }) {
  return (
    <FieldFrame id={`${form.id}-${name}`} label={label} required={required} requiredMark={requiredMark} hint={hint} error={form.errors[name]}>
      {children}
    </FieldFrame>
  );
}

/**
 * No `maxLength`, on purpose (decision 042, amended): the browser would cut what is typed or
 * pasted past it without a word. A value past the schema's bound stays as it is and its field
 * says so ("Name must be at most 200 characters long."), live and from the BFF.
 */
export function TextField<V extends FormValues>(props: FieldProps<V> & { type?: 'text' | 'email' | 'url'; autoComplete?: string }) {
  const { form, name, type = 'text', autoComplete } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <input
          {...aria}
          ref={form.fieldRef(name)}
          autoFocus={form.autoFocus === name || undefined}
          className="field__control"
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={form.values[name]}
          onChange={form.onChange}
        />
      )}
    </Field>
  );
}

/** No `maxLength` either: a pasted text too long is told so, not cut (see TextField). */
export function TextAreaField<V extends FormValues>(props: FieldProps<V> & { placeholder?: string; rows?: number }) {
  const { form, name, placeholder, rows = 6 } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <textarea
          {...aria}
          ref={form.fieldRef(name)}
          autoFocus={form.autoFocus === name || undefined}
          className="field__control"
          name={name}
          rows={rows}
          placeholder={placeholder}
          value={form.values[name]}
          onChange={form.onChange}
        />
      )}
    </Field>
  );
}

export interface OptionGroup {
  label: string;
  options: readonly string[];
}

const optionList = (options: readonly string[], labels?: Readonly<Record<string, string>>) =>
  options.map((option) => (
    <option key={option} value={option}>
      {labels?.[option] ?? option}
    </option>
  ));

/**
 * A select of fixed answers, flat or grouped; the empty first option means "not chosen". Each
 * option shows its value unless `optionLabels` words it (our fixed answers are posted in English
 * and shown in the page's language; names from the content service show as they are).
 */
export function SelectField<V extends FormValues>(
  props: FieldProps<V> & { options: readonly string[] | readonly OptionGroup[]; optionLabels?: Readonly<Record<string, string>> },
) {
  const FORM_TEXT = useMessages(FORM_TEXT_EN);
  const { form, name, options, optionLabels } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <select
          {...aria}
          ref={form.fieldRef(name)}
          autoFocus={form.autoFocus === name || undefined}
          className="field__control"
          name={name}
          value={form.values[name]}
          onChange={form.onChange}
        >
          <option value="">{FORM_TEXT.chooseOne}</option>
          {options.map((option) =>
            typeof option === 'string' ? (
              optionList([option], optionLabels)
            ) : (
              <optgroup key={option.label} label={option.label}>
                {optionList(option.options, optionLabels)}
              </optgroup>
            ),
          )}
        </select>
      )}
    </Field>
  );
}

/** The kit form's honeypot (see TrapField). */
export function Honeypot<V extends FormValues>({ form }: { form: FormController<V> }) {
  return <TrapField inputRef={form.trapRef} />;
}

/**
 * The submit button and, next to it, what went wrong with the last attempt. The message region
 * is always in the page so screen readers announce a new message.
 */
export function SubmitRow<V extends FormValues>({ form, label, inactive = false }: { form: FormController<V>; label: string; inactive?: boolean }) {
  const FORM_TEXT = useMessages(FORM_TEXT_EN);
  const sending = form.status === 'sending';
  return (
    <div className="form__submit">
      <Honeypot form={form} />
      {/*
        Never disabled: before the page's code runs it posts the form natively. `inactive` only
        looks unavailable (a click still submits, so the visitor sees why); aria-disabled only
        while this form's own post is on its way (a second click then does nothing).
      */}
      <button type="submit" className={inactive ? 'button button--primary button--inactive' : 'button button--primary'} aria-disabled={sending || undefined}>
        {sending ? FORM_TEXT.sending : label}
      </button>
      <p className="form__failure" role="alert">
        {form.failure ? FORM_TEXT[form.failure] : null}
      </p>
    </div>
  );
}

/**
 * After a successful send: the thank-you replaces the form, and takes focus so it is read out.
 * On a page rendered after a native post (`restored`) the browser gives it focus as the page
 * loads (`autofocus`, with or without code), and hydration leaves focus where it is by then.
 */
export function FormThanks({ title, restored = false, children }: { title: string; restored?: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!restored) box.current?.focus();
  }, [restored]);
  return (
    <div className="form-thanks" role="status" tabIndex={-1} ref={box} autoFocus={restored || undefined}>
      <h3 className="form-thanks__title">{title}</h3>
      {children}
    </div>
  );
}
