import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { updateAccountSettings } from '../../services/settings';
import { settleUpdate } from '../shared/settingsUpdate';
import type { PasswordSaveInput, PasswordSaveOutcome } from './passwordChange.types';

/** POST /updatedata {current_password, password}; a refusal resolves with the server's words or 'Failed to update password'. */
export const savePassword = fromPromise<PasswordSaveOutcome, PasswordSaveInput>(({ input, signal }) =>
  settleUpdate(
    updateAccountSettings({ current_password: input.currentPassword, password: input.password }, signal),
    MESSAGES.failedToUpdatePassword,
    signal,
  ),
);

export const passwordChangeActors = { savePassword };
