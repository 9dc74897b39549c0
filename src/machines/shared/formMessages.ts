/** What a form has revealed of its messages: the fields left once, or every field after a refused submission. */
export type RevealedFields<TField extends string> = { touched: readonly TField[]; revealAll: boolean };

/**
 * The one message under a field (login, register, new password): the server's
 * while it stands, else the client rule's once the field was left or the form submitted.
 */
export function shownFieldMessage<TField extends string>(
  form: RevealedFields<TField>,
  field: TField,
  serverMessage: string | undefined,
  clientMessage: () => string | undefined,
): string | undefined {
  if (serverMessage) return serverMessage;
  return form.revealAll || form.touched.includes(field) ? clientMessage() : undefined;
}

/** The touched list with `field` in it (the same list when it already was). */
export const withTouched = <TField extends string>(touched: TField[], field: TField): TField[] =>
  touched.includes(field) ? touched : [...touched, field];
