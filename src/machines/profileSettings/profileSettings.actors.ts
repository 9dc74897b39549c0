import { fromPromise } from 'xstate';
import type { updateProfileBodySchema } from '../../contract/accounts';
import { MESSAGES } from '../../contract/constants';
import { updateAccountSettings } from '../../services/settings';
import { settleUpdate } from '../shared/settingsUpdate';
import type { z } from 'zod/mini';
import type { ProfileSaveOutcome } from './profileSettings.types';

/** POST /updatedata with the personal data; a refusal resolves with the server's words or 'Failed to update profile'. */
export const saveProfile = fromPromise<ProfileSaveOutcome, { body: z.input<typeof updateProfileBodySchema> }>(({ input, signal }) =>
  settleUpdate(updateAccountSettings(input.body, signal), MESSAGES.failedToUpdateProfile, signal),
);

export const profileSettingsActors = { saveProfile };
