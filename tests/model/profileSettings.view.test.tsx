/**
 * The Personal Information form follows the profileSettings machine: the
 * graph's paths are replayed on the rendered PersonalInfoForm of a signed-in
 * Alice. Field changes are typing, Update Profile is pressed; the save's
 * outcome is the answer msw gives to POST /updatedata (a refusal in the
 * server's words), released step by step; fresh details of Alice are a new
 * `currentUser` prop, as the settings page passes them down after a reload.
 * After every step the form shows the values, the e-mail and phone hints, the
 * banner and the busy button the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { act, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES, type CurrentUser } from '../../src/contract';
import {
  PERSONAL_FIELDS,
  personalFormOf,
  profileSettingsMachine,
  selectEmailTone,
  selectPhoneTone,
  type PersonalField,
  type PersonalForm,
  type ProfileSaveOutcome,
  type ProfileSettingsEvent,
  type ProfileSettingsSnapshot,
} from '../../src/machines/profileSettings';
import { PersonalInfoForm } from '../../src/ui/screens/settings/profile/PersonalInfoForm';
import { apiUrl, server } from '../setup/msw';
import { profileSettingsModel } from './profileSettings.model';
import { aliceDetails, expectBanner, renderForAlice, updateAnswer, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, screenWalk, typeInto } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LABELS: Record<PersonalField, string> = {
  firstName: 'First name *',
  lastName: 'Last name *',
  email: 'Email *',
  dob: 'Date of birth',
  phone: 'Phone',
  nationality: 'Nationality',
  state: 'State',
  city: 'City',
  address: 'Address',
  bio: 'Bio',
};

const form = () => screen.getByRole('form', { name: 'Personal Information' });
const input = (field: PersonalField) => within(form()).getByLabelText(LABELS[field]);
const updateButton = () => within(form()).getByRole('button', { name: /Update Profile|Updating/ });

function expectForm(snapshot: ProfileSettingsSnapshot, busy: boolean): void {
  for (const field of PERSONAL_FIELDS) {
    expect(input(field)).toHaveValue(snapshot.context.form[field]);
    if (busy) expect(input(field)).toBeDisabled();
    else expect(input(field)).toBeEnabled();
  }
  expect(input('email')).toHaveAccessibleDescription(selectEmailTone(snapshot) === 'invalid' ? MESSAGES.validEmail : '');
  expect(input('phone')).toHaveAccessibleDescription(selectPhoneTone(snapshot) === 'invalid' ? MESSAGES.validPhone : '');
  expectBanner(form(), snapshot.context.status);
}

const leafAssertions: Record<string, (snapshot: ProfileSettingsSnapshot) => void> = {
  'profileSettings.editing': (snapshot) => {
    expectForm(snapshot, false);
    expect(updateButton()).toHaveTextContent('Update Profile');
    expect(updateButton()).toBeEnabled();
  },
  'profileSettings.saving': (snapshot) => {
    expectForm(snapshot, true);
    expect(updateButton()).toHaveTextContent(MESSAGES.updating);
    expect(updateButton()).toHaveAttribute('aria-busy', 'true');
  },
};

/** Alice's details as the server would send them for this form. */
function detailsOf(personal: PersonalForm): CurrentUser {
  const base = aliceDetails();
  const { firstName, lastName, email, ...rest } = personal;
  const details = { ...base, ...rest, user: { ...base.user, first_name: firstName, last_name: lastName, email } };
  expect(personalFormOf(details)).toEqual(personal);
  return details;
}

/** Alice's details as the settings page holds them; a reload replaces them. */
let showDetails: (details: CurrentUser) => void = () => undefined;

function Page({ initial }: { initial: CurrentUser }) {
  const [details, setDetails] = useState(initial);
  showDetails = setDetails;
  return <PersonalInfoForm currentUser={details} />;
}

const answers = answerQueue(['save'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('save', updateAnswer(event.output as ProfileSaveOutcome));
  const profileEvent = event as ProfileSettingsEvent;
  switch (profileEvent.type) {
    case 'field.changed':
      return underFakeClock(typeInto(user, input(profileEvent.field), profileEvent.value));
    case 'form.submitted':
      return underFakeClock(user.click(updateButton()));
    case 'currentUser.loaded':
      return act(() => showDetails(detailsOf(profileEvent.form)));
  }
}

const { walkPath } = screenWalk<ProfileSettingsSnapshot>({
  machine: profileSettingsMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    const initial = detailsOf((variant.input as { form: PersonalForm }).form);
    renderForAlice(<Page initial={initial} />, initial);
  },
});

describe('the Personal Information form follows the profileSettings machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/updatedata'), () => answers.next('save')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(profileSettingsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals included', async () => {
    await expectViewFollowsModel(profileSettingsModel, walkPath);
  }, 60_000);
});
