import type { SnapshotFrom } from 'xstate';
import { MESSAGES } from '../../contract';
import type { registerMachine } from './register.machine';
import { shownFieldMessage } from '../shared/formMessages';
import { validateRegistration } from './register.rules';
import type { RegisterContext, RegisterField, RegisterMessages, RegisterMessageSlot } from './register.types';

export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

const clientMessages = new WeakMap<RegisterContext, RegisterMessages>();

function clientMessagesOf(context: RegisterContext): RegisterMessages {
  let messages = clientMessages.get(context);
  if (!messages) {
    messages = validateRegistration(context);
    clientMessages.set(context, messages);
  }
  return messages;
}

export const selectValue = (snapshot: RegisterSnapshot, field: RegisterField): string => snapshot.context.values[field];

/** The one message under a field: the server's while it stands, else the first client rule once the field was left. */
export function selectFieldMessage(snapshot: RegisterSnapshot, slot: RegisterMessageSlot): string | undefined {
  const { context } = snapshot;
  if (slot === 'referral_code' && context.referralStatus === 'refused') return MESSAGES.invalidReferralCode;
  return shownFieldMessage(context, slot, context.serverErrors[slot], () => clientMessagesOf(context)[slot]);
}

export const selectTermsAccepted = (snapshot: RegisterSnapshot): boolean => snapshot.context.termsAccepted;

export const selectCanSubmit = (snapshot: RegisterSnapshot): boolean => snapshot.can({ type: 'form.submitted' });

export const selectIsSubmitting = (snapshot: RegisterSnapshot): boolean => snapshot.matches('submitting');

export const selectReferralCode = (snapshot: RegisterSnapshot): string | undefined => snapshot.context.referralCode;

/** True once the server said the ?ref= code belongs to someone. */
export const selectReferralApplied = (snapshot: RegisterSnapshot): boolean => snapshot.context.referralStatus === 'applied';

/** non_field_errors, shown above the submit button. */
export const selectFormErrors = (snapshot: RegisterSnapshot): string[] => snapshot.context.formErrors;

/** A failure that belongs to no field (network or other), shown above the submit button. */
export const selectFailureNotice = (snapshot: RegisterSnapshot): string | undefined => {
  const failure = snapshot.context.failure;
  return snapshot.matches({ form: 'failed' }) && failure && failure.kind !== 'fields' ? failure.message : undefined;
};

/** Set once registration succeeded: the username to activate. */
export const selectRegisteredUsername = (snapshot: RegisterSnapshot): string | undefined =>
  snapshot.matches('registered') ? snapshot.context.registeredUsername : undefined;
