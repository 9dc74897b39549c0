import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectFieldMessage, selectValue, type registerMachine, type RegisterField as Field } from '../../../machines/register';
import { PasswordField, TextField } from '../../components';

export type RegisterFieldProps = {
  actor: ActorRefFrom<typeof registerMachine>;
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel';
};

/** One register input bound to its field in the register actor: value, blur, and the one message under it. */
export function RegisterField({ actor, field, label, type = 'text', autoComplete, inputMode }: RegisterFieldProps) {
  const value = useSelector(actor, (snapshot) => selectValue(snapshot, field));
  const error = useSelector(actor, (snapshot) => selectFieldMessage(snapshot, field));
  const props = {
    label,
    name: field,
    value,
    error,
    autoComplete,
    onValueChange: (next: string) => actor.send({ type: 'field.changed', field, value: next }),
    onBlur: () => actor.send({ type: 'field.blurred', field }),
  };
  if (type === 'password') return <PasswordField {...props} />;
  return (
    <TextField
      {...props}
      type={type}
      inputMode={inputMode}
      autoCapitalize={type === 'text' && field !== 'username' ? 'words' : 'none'}
      spellCheck={false}
    />
  );
}
