import { z } from 'zod/mini';
import { updateProfileBodySchema } from '../../contract/accounts';
import { MESSAGES } from '../../contract/constants';
import { EMAIL_PATTERN, normalisePhone } from '../../contract/fields';
import type { CurrentUser } from '../../contract/profile';
import type { FieldTone, PersonalForm } from './profileSettings.types';

/** The form filled from the current user's saved details. */
export function personalFormOf(currentUser: CurrentUser): PersonalForm {
  return {
    firstName: currentUser.user.first_name,
    lastName: currentUser.user.last_name,
    email: currentUser.user.email,
    dob: currentUser.dob,
    phone: currentUser.phone,
    nationality: currentUser.nationality,
    state: currentUser.state,
    city: currentUser.city,
    address: currentUser.address,
    bio: currentUser.bio,
  };
}

/** The data submission body of POST /updatedata (document 3, section 7). */
export function profileBodyOf(form: PersonalForm): z.input<typeof updateProfileBodySchema> {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    profile: {
      dob: form.dob,
      state: form.state,
      nationality: form.nationality,
      city: form.city,
      bio: form.bio,
      address: form.address,
      phone: form.phone.trim(),
    },
  };
}

/** Why the form cannot be sent: the required fields first, then the contract's word on the rest. */
export function profileProblem(form: PersonalForm): string | undefined {
  if (![form.firstName, form.lastName, form.email].every((value) => value.trim())) return MESSAGES.fillAllRequired;
  const parsed = z.safeParse(updateProfileBodySchema, profileBodyOf(form));
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? MESSAGES.validationFailed);
}

// The spec's live phone rule: an optional country code of 1-3 digits, then 10-15 digits.
const LIVE_PHONE = /^(\+?\d{1,3})?\d{10,15}$/;

const toneOf = (value: string, valid: (text: string) => boolean): FieldTone => {
  const text = value.trim();
  if (!text) return 'empty';
  return valid(text) ? 'valid' : 'invalid';
};

/** E-mail colouring: must look like an address. */
export const emailTone = (value: string): FieldTone => toneOf(value, (text) => EMAIL_PATTERN.test(text));

/** Phone (and business phone) colouring. */
export const phoneTone = (value: string): FieldTone => toneOf(value, (text) => LIVE_PHONE.test(normalisePhone(text)));
