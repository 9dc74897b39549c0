import { useId } from 'react';
import '../../../styles/forms.css';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The first, empty choice ('Select a state'); none when every choice is a value. */
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
};

/** A labelled select with its error under it; a value the options lack is still offered, so it stays visible. */
export function SelectField({ label, name, value, options, onValueChange, placeholder, error, disabled = false }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const listed = value === '' || options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <div className="field" data-scope="field" data-part="root" data-invalid={error ? '' : undefined}>
      <label className="field__label" htmlFor={id} data-scope="field" data-part="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-scope="field"
        data-part="select"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {listed.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field__error" data-scope="field" data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Names as options whose value is the name. */
export const namesAsOptions = (names: readonly string[]): SelectOption[] => names.map((name) => ({ value: name, label: name }));
