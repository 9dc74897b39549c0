import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the ranked common passwords are refused. */
const REFUSED_COUNT = 3000;

const refused = new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT).map((word) => word.toLowerCase()));

/** True when the password is among the 3,000 most common ones (compared lower-cased). */
export function isCommonPassword(password: string): boolean {
  return refused.has(password.toLowerCase());
}
