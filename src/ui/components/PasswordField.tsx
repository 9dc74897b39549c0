import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A TextField for a password with a show/hide toggle button ("Show password" / "Hide password"). */
export function PasswordField({ label, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = `${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`;
  return (
    <TextField
      {...field}
      label={label}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          data-scope="field"
          data-part="toggle"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
