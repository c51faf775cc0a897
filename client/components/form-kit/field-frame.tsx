import type { ReactNode, Ref } from 'react';
import { HONEYPOT_FIELD } from '../../../shared/forms/honeypot';
import { FRAME_TEXT as FRAME_TEXT_EN } from '#messages/client/components/form-kit/frame';
import { useMessages } from '../../lib/language-context';

// Kept apart from fields.tsx: the footer's newsletter uses these on every page's first load, and
// a bundler moves whole modules, so the kit's other fields would ride along.

/** What a control needs to be described to screen readers by its frame. */
export type ControlAria = Record<string, string | boolean | undefined>;

/**
 * Label, hint and message around one control, wired for screen readers: the frame every form
 * on the site uses, the kit's fields below and the footer's newsletter alike.
 */
export function FieldFrame({
  id,
  label,
  required,
  requiredMark,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id; the hint and message ids derive from it. */
  id: string;
  label: string;
  /** Marks the label "(required)"; the control is aria-required either way when set. */
  required?: boolean;
  /**
   * A form whose wording marks required fields with a sign ("Name*") gives it here. It is
   * hidden from screen readers, which hear "required" from aria-required instead of "star".
   */
  requiredMark?: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}) {
  const FRAME_TEXT = useMessages(FRAME_TEXT_EN);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const classes = ['field', className, error ? 'field--invalid' : ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden={requiredMark ? true : undefined}>
            {requiredMark ?? ` (${FRAME_TEXT.required})`}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The honeypot: invisible and unreachable for people (hidden from assistive technology, not
 * focusable), an ordinary "website" box to a bot. Its value goes out with the form.
 */
export function TrapField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const FRAME_TEXT = useMessages(FRAME_TEXT_EN);
  return (
    <div className="form__trap" aria-hidden="true">
      <label>
        {FRAME_TEXT.trap}
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
