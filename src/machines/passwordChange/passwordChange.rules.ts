import { LIMITS, MESSAGES } from '../../contract/constants';
import type { PasswordChangeContext, PasswordStrength, VerifyTone } from './passwordChange.types';

type Passwords = Pick<PasswordChangeContext, 'newPassword' | 'verifyPassword'>;

/** Why the passwords cannot be sent: the current one first (its field comes first), then document 3's rules in its order. */
export function passwordProblem({ currentPassword, newPassword, verifyPassword }: PasswordChangeContext): string | undefined {
  if (!currentPassword.trim()) return MESSAGES.currentPasswordRequired;
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
