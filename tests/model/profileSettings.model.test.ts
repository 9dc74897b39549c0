import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { ProfileSettingsContext } from '../../src/machines/profileSettings';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import {
  profileSettingsEventFixtures,
  profileSettingsModel,
  profileSettingsSystemEvents,
  profileSettingsVariants,
} from './profileSettings.model';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(profileSettingsSystemEvents, prefix, index);
const saved = byType('xstate.done.actor.', 0);
const refused = byType('xstate.done.actor.', 1);
const failed = byType('xstate.error.actor.');
const [emptyLastName, newLastName] = profileSettingsEventFixtures['field.changed'];
const submit = profileSettingsEventFixtures['form.submitted'][0];
const reload = profileSettingsEventFixtures['currentUser.loaded'][0];

describe('profile settings machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(profileSettingsModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: string; context: (context: ProfileSettingsContext) => void }> = [
      {
        name: 'an emptied last name is never sent',
        events: [emptyLastName, submit],
        value: 'editing',
        context: (context) => expect(context.status).toBeNull(),
      },
      {
        name: 'a changed name is saved, and the next reload fills the form again',
        events: [newLastName, submit, saved, reload],
        value: 'editing',
        context: (context) => {
          expect(context.status).toEqual({ tone: 'success', message: MESSAGES.profileUpdated });
          expect(context.form.lastName).toBe('Okafor');
        },
      },
      {
        name: "a refusal shows the server's words and keeps the edit through a reload",
        events: [newLastName, submit, refused, reload],
        value: 'editing',
        context: (context) => {
          expect(context.status).toEqual({ tone: 'error', message: MESSAGES.emailTaken });
          expect(context.form.lastName).toBe('Okafor-Eze');
        },
      },
      {
        name: 'a failed request says Failed to update profile',
        events: [submit, failed],
        value: 'editing',
        context: (context) => expect(context.status).toEqual({ tone: 'error', message: MESSAGES.failedToUpdateProfile }),
      },
    ];
    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(profileSettingsModel, profileSettingsVariants.alice, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        pinned.context(path.state.context as ProfileSettingsContext);
      });
    }
  });
});
