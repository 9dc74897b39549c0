import { MESSAGES, registerPayloadSchema, type FieldErrors, type RegisterPayload } from '../../contract';
import type { RegisterContext, RegisterMessages, RegisterMessageSlot, RegisterValues } from './register.types';

/** The register payload the form's values make (referral code only when one was applied). */
export function toRegisterPayload(values: RegisterValues, referralCode: string | undefined): RegisterPayload {
  return {
    username: values.username,
    email: values.email,
    first_name: values.first_name,
    last_name: values.last_name,
    password: values.password,
    password_confirm: values.password_confirm,
    market_info: { city: values.city, phone: values.phone },
    ...(referralCode ? { referral_code: referralCode } : {}),
  };
}

const SLOT_BY_PATH: Readonly<Record<string, RegisterMessageSlot>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  password: 'password',
  password_confirm: 'password_confirm',
  referral_code: 'referral_code',
  'market_info.city': 'city',
  'market_info.phone': 'phone',
  // A market_info error without a nested field belongs to the city, the first of its fields.
  market_info: 'city',
};

/** Where a message for this payload path is shown, if on a field. */
export function slotOf(path: readonly PropertyKey[]): RegisterMessageSlot | undefined {
  return SLOT_BY_PATH[path.map(String).join('.')];
}

/** The first client-side message per field: the contract's register rules plus the terms rule. */
export function validateRegistration(context: Pick<RegisterContext, 'values' | 'termsAccepted' | 'referralCode'>): RegisterMessages {
  const messages: RegisterMessages = {};
  const parsed = registerPayloadSchema.safeParse(toRegisterPayload(context.values, context.referralCode));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const slot = slotOf(issue.path);
      if (slot && !messages[slot]) messages[slot] = issue.message;
    }
  }
  if (!context.termsAccepted) messages.terms = MESSAGES.termsRequired;
  return messages;
}

export function isRegistrationValid(context: Pick<RegisterContext, 'values' | 'termsAccepted' | 'referralCode'>): boolean {
  return Object.keys(validateRegistration(context)).length === 0;
}

export const emptyValues = (): RegisterValues => ({
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  phone: '',
  city: '',
  password: '',
  password_confirm: '',
});

/** The code the payload carries: none once the server said nobody holds it. */
export function sentReferralCode(context: Pick<RegisterContext, 'referralCode' | 'referralStatus'>): string | undefined {
  return context.referralStatus === 'refused' ? undefined : context.referralCode;
}

/** The referral code as it is shown and sent: trimmed and upper-cased, absent when blank. */
export function normaliseReferralCode(code: string | null | undefined): string | undefined {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : undefined;
}

/** Spreads the server's per-field lists over the form: the first message per field, the rest above the button. */
export function placeServerErrors(errors: FieldErrors | undefined): { fields: RegisterMessages; formErrors: string[] } {
  const fields: RegisterMessages = {};
  const formErrors: string[] = [];
  const visit = (node: FieldErrors, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const here = [...path, key];
      if (!Array.isArray(value)) {
        visit(value, here);
        continue;
      }
      const slot = key === 'non_field_errors' ? undefined : slotOf(here);
      if (slot) {
        if (!fields[slot] && value[0]) fields[slot] = value[0];
      } else {
        formErrors.push(...value.filter((message) => !formErrors.includes(message)));
      }
    }
  };
  if (errors) visit(errors, []);
  return { fields, formErrors };
}
