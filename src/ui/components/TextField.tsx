import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import '../styles/forms.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  /** The visible label, also the input's accessible name. */
  label: string;
  /** The current text. */
  value: string;
  /** Called with the new text on every change. */
  onValueChange: (value: string) => void;
  /** The message shown under the field; marks the input invalid when present. */
  error?: string | undefined;
  /** A help line under the field, read with the input. */
  hint?: ReactNode;
  /** Something drawn inside the field at its end (PasswordField's toggle). */
  trailing?: ReactNode;
};

/** A labelled text input with its error under it, wired with aria-invalid and aria-describedby. */
export function TextField({ label, value, onValueChange, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')} data-scope="field" data-part="root" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id} data-scope="field" data-part="label">
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-scope="field"
          data-part="input"
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="field__hint" data-scope="field" data-part="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" data-scope="field" data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
