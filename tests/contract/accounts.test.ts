import { describe, expect, it } from 'vitest';
import {
  firstError,
  loginPayloadSchema,
  MESSAGES,
  registerPayloadSchema,
  toFieldErrors,
  type RegisterPayload,
  updatePasswordBodySchema,
  updateProfileBodySchema,
} from '../../src/contract';

const valid: RegisterPayload = {
  username: 'ada_foods',
  email: 'ada@example.ng',
  first_name: 'Ada',
  last_name: "O'Neil-Obi",
  password: 'Market2026!',
  password_confirm: 'Market2026!',
  market_info: { city: 'Lagos', phone: '+234 803 123 4567' },
};

function registerErrors(overrides: Partial<RegisterPayload>) {
  const result = registerPayloadSchema.safeParse({ ...valid, ...overrides });
  return result.success ? {} : toFieldErrors(result.error.issues);
}

describe('register payload', () => {
  it('accepts a valid sign-up and normalises phone and referral code', () => {
    const parsed = registerPayloadSchema.parse({ ...valid, referral_code: 'ab12cd' });
    expect(parsed.market_info.phone).toBe('+2348031234567');
    expect(parsed.referral_code).toBe('AB12CD');
  });

  it.each([
    [{ first_name: '' }, ['first_name'], MESSAGES.firstNameRequired],
    [{ last_name: ' ' }, ['last_name'], MESSAGES.lastNameRequired],
    [{ first_name: 'Ada1' }, ['first_name'], MESSAGES.validCharactersOnly],
    [{ username: '' }, ['username'], MESSAGES.usernameRequired],
    [{ username: 'ab' }, ['username'], MESSAGES.usernameLength],
    [{ username: 'a'.repeat(31) }, ['username'], MESSAGES.usernameLength],
    [{ username: 'ada-foods' }, ['username'], MESSAGES.usernameCharacters],
    [{ email: 'ada@' }, ['email'], MESSAGES.validEmail],
    [{ market_info: { city: 'Lagos', phone: '12345' } }, ['market_info', 'phone'], MESSAGES.validPhone],
    [{ market_info: { city: '', phone: '08031234567' } }, ['market_info', 'city'], MESSAGES.cityRequired],
    [{ password: 'Short1', password_confirm: 'Short1' }, ['password'], MESSAGES.passwordMinRegister],
    [{ password: 'lowercase1', password_confirm: 'lowercase1' }, ['password'], MESSAGES.needUppercase],
    [{ password: 'UPPERCASE1', password_confirm: 'UPPERCASE1' }, ['password'], MESSAGES.needLowercase],
    [{ password: 'NoDigitsHere', password_confirm: 'NoDigitsHere' }, ['password'], MESSAGES.needNumber],
    [{ password_confirm: '' }, ['password_confirm'], MESSAGES.confirmRequired],
    [{ password_confirm: 'Market2026?' }, ['password_confirm'], MESSAGES.passwordsDoNotMatch],
  ] as const)('%o gives the spec message under its field', (overrides, path, message) => {
    expect(firstError(registerErrors(overrides), ...path)).toBe(message);
  });

  it('gives only the required message for an empty field', () => {
    expect(registerErrors({ username: '' })).toEqual({ username: [MESSAGES.usernameRequired] });
  });
});

describe('login payload', () => {
  it('lower-cases and trims the username', () => {
    expect(loginPayloadSchema.parse({ username: '  Ada@Example.NG ', password: 'x', device: 'd' }).username).toBe(
      'ada@example.ng',
    );
  });

  it('requires both fields', () => {
    const result = loginPayloadSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error.issues)).toEqual({
        username: [MESSAGES.usernameOrEmailRequired],
        password: [MESSAGES.passwordRequired],
      });
    }
  });
});

describe('problems a schema does not name itself', () => {
  it('are told in plain words, never in zod wording', () => {
    const array = loginPayloadSchema.safeParse([1, 2]);
    expect(array.success ? null : array.error.issues[0]?.message).toBe(MESSAGES.validationFailed);
    const wrongType = loginPayloadSchema.safeParse({ username: 'ada', password: 'x', device: 42 });
    expect(wrongType.success ? null : wrongType.error.issues[0]?.message).toBe(MESSAGES.invalidDevice);
    const unknown = updatePasswordBodySchema.safeParse({ password: 'Market2026!', current_password: 'Market2025!', extra: 1 });
    expect(unknown.success ? null : unknown.error.issues[0]?.message).toBe(MESSAGES.unknownUpdateAction);
    const tooLong = updateProfileBodySchema.safeParse({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.ng',
      profile: { address: 'x'.repeat(256) },
    });
    expect(tooLong.success ? null : tooLong.error.issues[0]?.message).toBe('This text must be at most 255 characters.');
  });
});
