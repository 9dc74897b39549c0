import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  passwordChangeMachine,
  selectIsSavingPassword,
  selectNewPassword,
  selectPasswordStatus,
  selectPasswordStrength,
  selectVerifyPassword,
  selectVerifyTone,
  selectCurrentPassword,
  type PasswordSaveInput,
  type PasswordSaveOutcome,
} from '../../src/machines/passwordChange';
import { answered, listen, settle } from '../fixtures/settings';

function start(save: () => Promise<PasswordSaveOutcome> = async () => answered(MESSAGES.passwordUpdated)) {
  const sent: PasswordSaveInput[] = [];
  const machine = passwordChangeMachine.provide({
    actors: {
      savePassword: fromPromise<PasswordSaveOutcome, PasswordSaveInput>(({ input }) => {
        sent.push(input);
        return save();
      }),
    },
  });
  const actor = createActor(machine);
  const heard = listen(actor);
  actor.start();
  const type = (newPassword: string, verifyPassword: string, currentPassword = 'old-secret-1') => {
    actor.send({ type: 'currentPassword.changed', value: currentPassword });
    actor.send({ type: 'newPassword.changed', value: newPassword });
    actor.send({ type: 'verifyPassword.changed', value: verifyPassword });
  };
  return { actor, heard, sent, type };
}

describe('password change machine', () => {
  it.each([
    ['', '', MESSAGES.pleaseEnterAndConfirmPassword],
    ['secret1', '', MESSAGES.pleaseEnterAndConfirmPassword],
    ['secret1', 'secret2', MESSAGES.passwordsDoNotMatch],
    ['abc', 'abc', MESSAGES.passwordMinLogin],
  ])('refuses %j / %j with %s', (newPassword, verifyPassword, message) => {
    const { actor, heard, sent, type } = start();
    type(newPassword, verifyPassword);
    actor.send({ type: 'password.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message }]);
    expect(sent).toEqual([]);
  });

  it('refuses to send without the current password', () => {
    const { actor, heard, sent, type } = start();
    type('new-secret-1', 'new-secret-1', '');
    actor.send({ type: 'password.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.currentPasswordRequired }]);
    expect(sent).toEqual([]);
  });

  it('a new password clears the verification field', () => {
    const { actor, type } = start();
    type('secret1', 'secret1');
    actor.send({ type: 'newPassword.changed', value: 'secret12' });
    expect(selectVerifyPassword(actor.getSnapshot())).toBe('');
  });

  it('colours the strength red under 6, orange 6-9, green from 10; the verification green when equal', () => {
    const { actor } = start();
    const strength = (value: string) => {
      actor.send({ type: 'newPassword.changed', value });
      return selectPasswordStrength(actor.getSnapshot());
    };
    expect([strength(''), strength('abcde'), strength('abcdef'), strength('abcdefghi'), strength('abcdefghij')]).toEqual([
      'empty',
      'weak',
      'fair',
      'fair',
      'strong',
    ]);
    actor.send({ type: 'verifyPassword.changed', value: 'abcdefghi' });
    expect(selectVerifyTone(actor.getSnapshot())).toBe('mismatch');
    actor.send({ type: 'verifyPassword.changed', value: 'abcdefghij' });
    expect(selectVerifyTone(actor.getSnapshot())).toBe('match');
  });

  it('saves, is busy meanwhile, empties the form and reloads the current user', async () => {
    const { actor, heard, sent, type } = start();
    type('new-secret-1', 'new-secret-1');
    actor.send({ type: 'password.submitted' });
    expect(selectIsSavingPassword(actor.getSnapshot())).toBe(true);
    await settle();
    expect(sent).toEqual([{ currentPassword: 'old-secret-1', password: 'new-secret-1' }]);
    expect(selectNewPassword(actor.getSnapshot())).toBe('');
    expect(selectCurrentPassword(actor.getSnapshot())).toBe('');
    expect(selectPasswordStatus(actor.getSnapshot())).toEqual({ tone: 'success', message: MESSAGES.passwordUpdated });
    expect(heard.reloads).toBe(1);
  });

  it("shows the server's words when the current password is wrong, and keeps what was typed", async () => {
    const { actor, type } = start(async () => ({ ok: false, message: MESSAGES.currentPasswordWrong }));
    type('new-secret-1', 'new-secret-1');
    actor.send({ type: 'password.submitted' });
    await settle();
    expect(selectPasswordStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.currentPasswordWrong });
    expect(selectCurrentPassword(actor.getSnapshot())).toBe('old-secret-1');
    expect(selectNewPassword(actor.getSnapshot())).toBe('new-secret-1');
  });

  it('keeps the passwords and shows the failure when the save fails', async () => {
    const { actor, type } = start(() => Promise.reject(new Error('down')));
    type('new-secret-1', 'new-secret-1');
    actor.send({ type: 'password.submitted' });
    await settle();
    expect(selectPasswordStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.failedToUpdatePassword });
    expect(selectNewPassword(actor.getSnapshot())).toBe('new-secret-1');
  });
});
