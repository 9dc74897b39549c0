import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { TextFieldProps } from './TextField';

/** The event a field sends with its new text (`subject.changed`, `currentPassword.changed`). */
type TextChanged<TType extends string> = { type: TType; value: string };

/** An actor that holds a field's text and hears its changes. */
type TextHolder<TSnapshot, TType extends string> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): TSnapshot;
  send(event: TextChanged<TType>): void;
};

/** What binds a TextField, PasswordField or TextAreaField to an actor's text. */
export type ActorText = Pick<TextFieldProps, 'value' | 'onValueChange'>;

/**
 * A field whose text an actor holds: the value read with `select`, each change sent as `{ type, value }`.
 * Called by the field's own component, so typing re-renders that field rather than its whole form.
 */
export function useActorText<TSnapshot, TType extends string>(
  actor: TextHolder<TSnapshot, TType>,
  select: (snapshot: TSnapshot) => string,
  type: TType,
): ActorText {
  const value = useSelector(actor, select);
  return { value, onValueChange: (next) => actor.send({ type, value: next }) };
}
