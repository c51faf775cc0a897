import { useEffect, useRef, type ReactNode } from 'react';
import { FORM_TEXT } from './form-strings';
import { FieldFrame, TrapField, type ControlAria } from './field-frame';
import type { FormController, FormValues } from './use-form';

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
function Field<V extends FormValues>({ form, name, label, required, requiredMark, hint, children }: FieldProps<V> & { children: (aria: ControlAria) => ReactNode }) {
  return (
    <FieldFrame id={`${form.id}-${name}`} label={label} required={required} requiredMark={requiredMark} hint={hint} error={form.errors[name]}>
      {children}
    </FieldFrame>
  );
}

/** `maxLength` matches the schema's upper bound, so its message can never be reached by typing. */
export function TextField<V extends FormValues>(props: FieldProps<V> & { type?: 'text' | 'email' | 'url'; autoComplete?: string; maxLength?: number }) {
  const { form, name, type = 'text', autoComplete, maxLength } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <input {...aria} ref={form.fieldRef(name)} className="field__control" name={name} type={type} autoComplete={autoComplete} maxLength={maxLength} value={form.values[name]} onChange={form.onChange} />
      )}
    </Field>
  );
}

export function TextAreaField<V extends FormValues>(props: FieldProps<V> & { placeholder?: string; rows?: number; maxLength?: number }) {
  const { form, name, placeholder, rows = 6, maxLength } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <textarea {...aria} ref={form.fieldRef(name)} className="field__control" name={name} rows={rows} placeholder={placeholder} maxLength={maxLength} value={form.values[name]} onChange={form.onChange} />
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
  const { form, name, options, optionLabels } = props;
  return (
    <Field {...props}>
      {(aria) => (
        <select {...aria} ref={form.fieldRef(name)} className="field__control" name={name} value={form.values[name]} onChange={form.onChange}>
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
  const sending = form.status === 'sending';
  return (
    <div className="form__submit">
      <Honeypot form={form} />
      {/* `inactive` only looks unavailable: a click still submits, so the visitor sees why. */}
      <button
        type="submit"
        className={inactive ? 'button button--primary button--inactive' : 'button button--primary'}
        disabled={!form.ready}
        aria-disabled={sending || undefined}
      >
        {sending ? FORM_TEXT.sending : label}
      </button>
      <p className="form__failure" role="alert">
        {form.failure ? FORM_TEXT[form.failure] : null}
      </p>
    </div>
  );
}

/** After a successful send: the thank-you replaces the form, and takes focus so it is read out. */
export function FormThanks({ title, children }: { title: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="form-thanks" role="status" tabIndex={-1} ref={box}>
      <h3 className="form-thanks__title">{title}</h3>
      {children}
    </div>
  );
}
