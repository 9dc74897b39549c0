import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { updateAccountSettings } from '../../services/settings';
import { settleUpdate } from '../settingsUpdate';
import type { PasswordSaveOutcome } from './passwordChange.types';

/** POST /updatedata {password}; a refusal resolves with the server's words or 'Failed to update password'. */
export const savePassword = fromPromise<PasswordSaveOutcome, { password: string }>(({ input, signal }) =>
  settleUpdate(updateAccountSettings({ password: input.password }, signal), MESSAGES.failedToUpdatePassword, signal),
);

export const passwordChangeActors = { savePassword };
