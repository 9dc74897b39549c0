import { LIMITS, MESSAGES } from '../../contract';

export const LOGIN_FIELDS = ['username', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;
export type LoginMessages = Partial<Record<LoginField, string>>;

/** The login form's rules (document 1 section 5): one message per field, the first that applies. */
export function validateLogin(values: LoginValues): LoginMessages {
  const messages: LoginMessages = {};
  if (!values.username.trim()) messages.username = MESSAGES.usernameOrEmailRequired;
  if (!values.password) messages.password = MESSAGES.passwordRequired;
  else if (values.password.length < LIMITS.passwordMinLogin) messages.password = MESSAGES.passwordMinLogin;
  return messages;
}

export function isLoginValid(values: LoginValues): boolean {
  return Object.keys(validateLogin(values)).length === 0;
}
