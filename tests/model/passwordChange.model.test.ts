import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import {
  selectIsSavingPassword,
  selectNewPassword,
  selectPasswordStatus,
  selectVerifyTone,
  type PasswordChangeSnapshot,
} from '../../src/machines/passwordChange';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { passwordChangeEventFixtures as fixtures, passwordChangeModel, passwordChangeSystemEvents, passwordChangeVariant } from './passwordChange.model';

const saved = systemEvent(passwordChangeSystemEvents, 'xstate.done.actor.', 0);
const [strong, weak] = fixtures['newPassword.changed'];
const [verified] = fixtures['verifyPassword.changed'];
const current = fixtures['currentPassword.changed'][0];
const submit = fixtures['password.submitted'][0];
const shown = (snapshot: PasswordChangeSnapshot) => ({
  password: selectNewPassword(snapshot),
  tone: selectVerifyTone(snapshot),
  saving: selectIsSavingPassword(snapshot),
  status: selectPasswordStatus(snapshot)?.message ?? null,
});

describe('password change machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(passwordChangeModel);
  });

  it('a new password empties the verification, so a changed mind is not sent', async () => {
    const path = await replayJourney(passwordChangeModel, passwordChangeVariant, [current, strong, verified, weak, submit]);
    expect(shown(path.state as PasswordChangeSnapshot)).toEqual({ password: 'abc', tone: 'empty', saving: false, status: null });
  });

  it('a saved password empties the form and says so', async () => {
    const path = await replayJourney(passwordChangeModel, passwordChangeVariant, [current, strong, verified, submit, saved]);
    expect(shown(path.state as PasswordChangeSnapshot)).toEqual({ password: '', tone: 'empty', saving: false, status: MESSAGES.passwordUpdated });
  });
});
