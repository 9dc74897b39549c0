import { useId } from 'react';

export type TextAreaFieldProps = {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
};

/** A labelled multi-line field, styled like TextField. */
export function TextAreaField({ label, onValueChange, rows = 5, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field" data-scope="field" data-part="root">
      <label className="field__label" htmlFor={id} data-scope="field" data-part="label">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        className="field__input settings__textarea"
        onChange={(event) => onValueChange(event.target.value)}
        data-scope="field"
        data-part="input"
      />
    </div>
  );
}
