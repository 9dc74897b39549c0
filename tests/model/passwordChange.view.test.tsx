/**
 * The Change Password form follows its machine: the graph's paths are replayed
 * on the rendered PasswordForm of a signed-in Alice. The three fields are typed
 * into, Update Password is pressed; the save's outcome is the answer msw gives
 * to POST /updatedata, released step by step. After every step the form shows
 * the typed passwords, the strength and match hints, the banner and the busy
 * button the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  passwordChangeMachine,
  selectPasswordStrength,
  selectVerifyTone,
  type PasswordChangeEvent,
  type PasswordChangeSnapshot,
  type PasswordSaveOutcome,
} from '../../src/machines/passwordChange';
import { PasswordForm } from '../../src/ui/screens/settings/profile/PasswordForm';
import { apiUrl, server } from '../setup/msw';
import { passwordChangeModel } from './passwordChange.model';
import { expectBanner, renderForAlice, updateAnswer, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, screenWalk, typeInto } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const form = () => screen.getByRole('form', { name: 'Change Password' });
const field = (label: string) => within(form()).getByLabelText(label, { selector: 'input' });
const currentField = () => field('Current password');
const newField = () => field('New password');
const verifyField = () => field('Verify new password');
const updateButton = () => within(form()).getByRole('button', { name: /Update Password|Updating/ });

const STRENGTH_HINT = { empty: '', weak: 'Too short: at least 6 characters', fair: 'Fair: 10 or more characters is stronger', strong: 'Strong password' };
const VERIFY_HINT = { empty: '', mismatch: MESSAGES.passwordsDontMatch, match: 'Passwords match' };

function expectForm(snapshot: PasswordChangeSnapshot, busy: boolean): void {
  const { context } = snapshot;
  expect(currentField()).toHaveValue(context.currentPassword);
  expect(newField()).toHaveValue(context.newPassword);
  expect(verifyField()).toHaveValue(context.verifyPassword);
  expect(newField()).toHaveAccessibleDescription(STRENGTH_HINT[selectPasswordStrength(snapshot)]);
  expect(verifyField()).toHaveAccessibleDescription(VERIFY_HINT[selectVerifyTone(snapshot)]);
  for (const input of [currentField(), newField(), verifyField()]) {
    if (busy) expect(input).toBeDisabled();
    else expect(input).toBeEnabled();
  }
  expectBanner(form(), context.status);
}

const leafAssertions: Record<string, (snapshot: PasswordChangeSnapshot) => void> = {
  'passwordChange.editing': (snapshot) => {
    expectForm(snapshot, false);
    expect(updateButton()).toHaveTextContent('Update Password');
    expect(updateButton()).toBeEnabled();
  },
  'passwordChange.saving': (snapshot) => {
    expectForm(snapshot, true);
    expect(updateButton()).toHaveTextContent(MESSAGES.updating);
    expect(updateButton()).toHaveAttribute('aria-busy', 'true');
  },
};

const answers = answerQueue(['save'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('save', updateAnswer(event.output as PasswordSaveOutcome));
  const passwordEvent = event as PasswordChangeEvent;
  switch (passwordEvent.type) {
    case 'currentPassword.changed':
      return underFakeClock(typeInto(user, currentField(), passwordEvent.value));
    case 'newPassword.changed':
      return underFakeClock(typeInto(user, newField(), passwordEvent.value));
    case 'verifyPassword.changed':
      return underFakeClock(typeInto(user, verifyField(), passwordEvent.value));
    case 'password.submitted':
      return underFakeClock(user.click(updateButton()));
  }
}

const { walkPath } = screenWalk<PasswordChangeSnapshot>({
  machine: passwordChangeMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: () => renderForAlice(<PasswordForm />),
});

describe('the Change Password form follows the passwordChange machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('save')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(passwordChangeMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(passwordChangeModel, walkPath);
  }, 60_000);
});
