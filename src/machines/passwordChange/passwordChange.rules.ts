import { LIMITS, MESSAGES } from '../../contract/constants';
import type { PasswordChangeContext, PasswordStrength, VerifyTone } from './passwordChange.types';

type Passwords = Pick<PasswordChangeContext, 'newPassword' | 'verifyPassword'>;

/** Why the passwords cannot be sent, in the order document 3 lists the rules. */
export function passwordProblem({ newPassword, verifyPassword }: Passwords): string | undefined {
  if (!newPassword || !verifyPassword) return MESSAGES.pleaseEnterAndConfirmPassword;
  if (newPassword !== verifyPassword) return MESSAGES.passwordsDoNotMatch;
  if (newPassword.length < LIMITS.passwordMinSettings) return MESSAGES.passwordMinLogin;
  return undefined;
}

export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'empty';
  if (password.length < LIMITS.passwordMinSettings) return 'weak';
  return password.length < LIMITS.passwordStrongSettings ? 'fair' : 'strong';
}

export function verifyTone({ newPassword, verifyPassword }: Passwords): VerifyTone {
  if (!verifyPassword) return 'empty';
  return verifyPassword === newPassword ? 'match' : 'mismatch';
}
