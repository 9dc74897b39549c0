import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MESSAGES, type RegisterPayload } from '../../src/contract';
import {
  registerMachine,
  selectCanSubmit,
  selectFailureNotice,
  selectFieldMessage,
  selectFormErrors,
  selectReferralApplied,
  selectReferralCode,
  selectRegisteredUsername,
  type RegisterEmitted,
  type RegisterEvent,
  type RegisterField,
  type RegisterOutcome,
  type ReferralStatus,
} from '../../src/machines/register';

const VALID: Record<RegisterField, string> = {
  first_name: "Ada-Marie O'Neil",
  last_name: 'Okafor Jr.',
  username: 'ada_okafor',
  email: 'ada@example.com',
  phone: '+234 803 123 4567',
  city: 'Lagos',
  password: 'Secret123',
  password_confirm: 'Secret123',
};

function start(
  answer: (payload: RegisterPayload) => Promise<RegisterOutcome>,
  referralCode?: string,
  referral: ReferralStatus = 'applied',
) {
  const sent: RegisterPayload[] = [];
  const toasts: RegisterEmitted[] = [];
  const actor = createActor(
    registerMachine.provide({
      actors: {
        registerUser: fromPromise<RegisterOutcome, RegisterPayload>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
        checkReferral: fromPromise<ReferralStatus, { code: string | undefined }>(async ({ input }) => (input.code ? referral : 'none')),
      },
    }),
    { input: { referralCode } },
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, sent, toasts };
}

const never = () => new Promise<RegisterOutcome>(() => undefined);

function fill(actor: { send: (event: RegisterEvent) => void }, values: Partial<Record<RegisterField, string>>) {
  for (const [field, value] of Object.entries(values) as [RegisterField, string][]) {
    actor.send({ type: 'field.changed', field, value });
    actor.send({ type: 'field.blurred', field });
  }
}

describe('register machine', () => {
  it('offers no submission until the terms are ticked', () => {
    const { actor } = start(never);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    actor.send({ type: 'terms.toggled', accepted: true });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'terms.toggled', accepted: false });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    expect(selectFieldMessage(actor.getSnapshot(), 'terms')).toBe('You must agree to the terms');
  });

  it('reveals the first message of every field when an empty form is submitted', () => {
    const { actor, sent } = start(never);
    actor.send({ type: 'terms.toggled', accepted: true });
    expect(selectFieldMessage(actor.getSnapshot(), 'first_name')).toBeUndefined();
    actor.send({ type: 'form.submitted' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ form: 'editing' })).toBe(true);
    expect(sent).toHaveLength(0);
    expect({
      first_name: selectFieldMessage(snapshot, 'first_name'),
      last_name: selectFieldMessage(snapshot, 'last_name'),
      username: selectFieldMessage(snapshot, 'username'),
      email: selectFieldMessage(snapshot, 'email'),
      phone: selectFieldMessage(snapshot, 'phone'),
      city: selectFieldMessage(snapshot, 'city'),
      password: selectFieldMessage(snapshot, 'password'),
      password_confirm: selectFieldMessage(snapshot, 'password_confirm'),
      terms: selectFieldMessage(snapshot, 'terms'),
    }).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      phone: 'Phone is required',
      city: 'City is required',
      password: 'Password is required',
      password_confirm: 'Please confirm password',
      terms: undefined,
    });
  });

  it.each([
    ['first_name', 'Ada1', 'Please use valid characters only'],
    ['last_name', 'O<k>', 'Please use valid characters only'],
    ['username', 'ab', 'Username must be 3-30 characters'],
    ['username', 'a'.repeat(31), 'Username must be 3-30 characters'],
    ['username', 'ada okafor', 'Username can only contain letters, numbers, and underscores'],
    ['email', 'ada@example', 'Enter a valid email'],
    ['phone', '12345', 'Enter a valid phone number'],
    ['phone', '+234-803-123-4567-8888', 'Enter a valid phone number'],
    ['password', 'Short1', 'Password must be at least 8 characters'],
    ['password', 'secret123', 'Need at least one uppercase letter'],
    ['password', 'SECRET123', 'Need at least one lowercase letter'],
    ['password', 'SecretSecret', 'Need at least one number'],
  ] as const)('shows %s rule for %j: %s', (field, value, message) => {
    const { actor } = start(never);
    fill(actor, { ...VALID, [field]: value });
    expect(selectFieldMessage(actor.getSnapshot(), field)).toBe(message);
  });

  it('checks that the passwords match', () => {
    const { actor } = start(never);
    fill(actor, { ...VALID, password_confirm: 'Secret124' });
    expect(selectFieldMessage(actor.getSnapshot(), 'password_confirm')).toBe('Passwords do not match');
  });

  it('shows a client message only once the field was left', () => {
    const { actor } = start(never);
    actor.send({ type: 'field.changed', field: 'email', value: 'nope' });
    expect(selectFieldMessage(actor.getSnapshot(), 'email')).toBeUndefined();
    actor.send({ type: 'field.blurred', field: 'email' });
    expect(selectFieldMessage(actor.getSnapshot(), 'email')).toBe('Enter a valid email');
    expect(selectFieldMessage(actor.getSnapshot(), 'username')).toBeUndefined();
  });

  it('sends the payload with market_info nested and the referral code upper-cased, then registers', async () => {
    const { actor, sent, toasts } = start(
      async () => ({ ok: true, answer: { success: true, message: 'user registration was successful', username: 'ada_okafor' } }),
      '  ab12cd ',
    );
    expect(selectReferralCode(actor.getSnapshot())).toBe('AB12CD');
    fill(actor, VALID);
    actor.send({ type: 'terms.toggled', accepted: true });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent[0]).toEqual({
      username: 'ada_okafor',
      email: 'ada@example.com',
      first_name: "Ada-Marie O'Neil",
      last_name: 'Okafor Jr.',
      password: 'Secret123',
      password_confirm: 'Secret123',
      market_info: { city: 'Lagos', phone: '+234 803 123 4567' },
      referral_code: 'AB12CD',
    });
    expect(selectRegisteredUsername(actor.getSnapshot())).toBe('ada_okafor');
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: 'Registration successful. Please verify your account.' }]);
  });

  it('says "Applied" only of a code the server knows; a refused one is not sent and is said to be invalid', async () => {
    const registered = async () => ({ ok: true as const, answer: { success: true, message: MESSAGES.registrationSuccessServer } });
    const known = start(registered, 'ab12cd');
    expect(selectReferralApplied(known.actor.getSnapshot())).toBe(false);
    await waitFor(known.actor, (snapshot) => snapshot.context.referralStatus === 'applied');
    expect(selectReferralApplied(known.actor.getSnapshot())).toBe(true);

    const refused = start(registered, 'nosuchcode', 'refused');
    await waitFor(refused.actor, (snapshot) => snapshot.context.referralStatus === 'refused');
    expect(selectReferralApplied(refused.actor.getSnapshot())).toBe(false);
    expect(selectFieldMessage(refused.actor.getSnapshot(), 'referral_code')).toBe(MESSAGES.invalidReferralCode);
    fill(refused.actor, VALID);
    refused.actor.send({ type: 'terms.toggled', accepted: true });
    refused.actor.send({ type: 'form.submitted' });
    await waitFor(refused.actor, (snapshot) => snapshot.status === 'done');
    expect(refused.sent[0]).not.toHaveProperty('referral_code');

    // When the check itself failed, the code is sent and the server decides; "Applied" is not claimed.
    const unchecked = start(registered, 'ab12cd', 'unchecked');
    await waitFor(unchecked.actor, (snapshot) => snapshot.context.referralStatus === 'unchecked');
    expect(selectReferralApplied(unchecked.actor.getSnapshot())).toBe(false);
    fill(unchecked.actor, VALID);
    unchecked.actor.send({ type: 'terms.toggled', accepted: true });
    unchecked.actor.send({ type: 'form.submitted' });
    await waitFor(unchecked.actor, (snapshot) => snapshot.status === 'done');
    expect(unchecked.sent[0]).toMatchObject({ referral_code: 'AB12CD' });
  });

  it('leaves referral_code out when there is none', async () => {
    const { actor, sent } = start(async () => ({ ok: true, answer: { success: true, message: MESSAGES.registrationSuccessServer } }));
    fill(actor, VALID);
    actor.send({ type: 'terms.toggled', accepted: true });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent[0]).not.toHaveProperty('referral_code');
    expect(selectReferralCode(actor.getSnapshot())).toBeUndefined();
    expect(selectRegisteredUsername(actor.getSnapshot())).toBe('ada_okafor');
  });

  it('puts server field errors under their fields, market_info nested, non_field_errors above the button', async () => {
    const { actor, toasts } = start(async () => ({
      ok: false,
      status: 400,
      message: 'Please fix the errors below',
      errors: {
        username: ['A user with that username already exists.'],
        email: ['A user with that email already exists.', 'second'],
        market_info: { city: ['City is required'], phone: ['Enter a valid phone number'] },
        password: ['This password is too common. Please choose another.'],
        non_field_errors: ['Something about the whole form'],
      },
    }));
    fill(actor, VALID);
    actor.send({ type: 'terms.toggled', accepted: true });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'failed' }));
    const snapshot = actor.getSnapshot();
    expect(selectFieldMessage(snapshot, 'username')).toBe('A user with that username already exists.');
    expect(selectFieldMessage(snapshot, 'email')).toBe('A user with that email already exists.');
    expect(selectFieldMessage(snapshot, 'city')).toBe('City is required');
    expect(selectFieldMessage(snapshot, 'phone')).toBe('Enter a valid phone number');
    expect(selectFieldMessage(snapshot, 'password')).toBe('This password is too common. Please choose another.');
    expect(selectFormErrors(snapshot)).toEqual(['Something about the whole form']);
    expect(selectFailureNotice(snapshot)).toBeUndefined();
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: 'Please fix the errors below' }]);

    actor.send({ type: 'field.changed', field: 'username', value: 'ada_okafor2' });
    expect(selectFieldMessage(actor.getSnapshot(), 'username')).toBeUndefined();
    expect(selectFieldMessage(actor.getSnapshot(), 'email')).toBe('A user with that email already exists.');
  });

  it('reads field errors from an answer that says success: false', async () => {
    const { actor, toasts } = start(async () => ({
      ok: true,
      answer: { success: false, message: 'Please fix the errors below', errors: { market_info: ['City is required'] } },
    }));
    fill(actor, VALID);
    actor.send({ type: 'terms.toggled', accepted: true });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'failed' }));
    expect(selectFieldMessage(actor.getSnapshot(), 'city')).toBe('City is required');
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: 'Please fix the errors below' }]);
  });

  it('says a network failure in the register words', async () => {
    const { actor, toasts } = start(async () => ({ ok: false, status: 0, message: MESSAGES.networkError }));
    fill(actor, VALID);
    actor.send({ type: 'terms.toggled', accepted: true });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'failed' }));
    expect(selectFailureNotice(actor.getSnapshot())).toBe('Network error. Please check your connection and try again.');
    expect(toasts.at(-1)?.message).toBe('Network error. Please check your connection and try again.');
  });

  it.each([
    ['a 500', async (): Promise<RegisterOutcome> => ({ ok: false, status: 500, message: 'boom' })],
    ['an answer without the success message', async (): Promise<RegisterOutcome> => ({ ok: true, answer: { success: false, message: 'nope' } })],
    ['a thrown error', async (): Promise<RegisterOutcome> => Promise.reject(new Error('boom'))],
  ])('says the registration failed after %s, and lets the user submit again', async (_, answer) => {
    const { actor, toasts, sent } = start(answer);
    fill(actor, VALID);
    actor.send({ type: 'terms.toggled', accepted: true });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'failed' }));
    expect(selectFailureNotice(actor.getSnapshot())).toBe('Registration failed. Please try again.');
    expect(toasts.at(-1)).toEqual({ type: 'toast', tone: 'error', message: 'Registration failed. Please try again.' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(selectFailureNotice(actor.getSnapshot())).toBeUndefined();
    expect(sent).toHaveLength(2);
  });
});
