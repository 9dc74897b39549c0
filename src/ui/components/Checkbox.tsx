import { useId, type ReactNode } from 'react';
import '../styles/forms.css';

export type CheckboxProps = {
  /** The label next to the box; may hold links (the terms checkbox). */
  label: ReactNode;
  /** Whether the box is ticked. */
  checked: boolean;
  /** Called with the new ticked state. */
  onCheckedChange: (checked: boolean) => void;
  /** The message shown under the box; marks it invalid when present. */
  error?: string | undefined;
  /** The form field name. */
  name?: string;
  /** Called when the box loses focus (to mark it touched). */
  onBlur?: () => void;
};

/** A labelled checkbox with its error under it. */
export function Checkbox({ label, checked, onCheckedChange, error, name, onBlur }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="checkbox" data-scope="checkbox" data-part="root" data-invalid={error ? '' : undefined}>
      <div className="checkbox__row">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-scope="checkbox"
          data-part="input"
        />
        <label htmlFor={id} className="checkbox__label" data-scope="checkbox" data-part="label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field__error" data-scope="checkbox" data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
