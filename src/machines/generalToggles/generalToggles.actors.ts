import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { updateAccountSettings } from '../../services/settings';
import { settleUpdate } from '../shared/settingsUpdate';
import { toggleBodyOf } from './generalToggles.rules';
import type { GeneralSetting, ToggleSaveOutcome } from './generalToggles.types';

/** POST /updatedata with one switch; a refusal resolves with the server's words or 'Update failed'. */
export const saveToggle = fromPromise<ToggleSaveOutcome, { setting: GeneralSetting; value: boolean }>(({ input, signal }) =>
  settleUpdate(updateAccountSettings(toggleBodyOf(input.setting, input.value), signal), MESSAGES.updateFailed, signal),
);

export const generalTogglesActors = { saveToggle };
