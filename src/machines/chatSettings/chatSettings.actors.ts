import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { updateChatColor } from '../../services/settings';
import { uploadPicture } from '../pictureUpload/pictureUpload.actors';
import { settleUpdate } from '../shared/settingsUpdate';
import type { ColorOutcome } from './chatSettings.types';

/** POST /updatedata {user_chat_setting{background_color}}; answers the colour as saved. */
export const saveChatColor = fromPromise<ColorOutcome, { color: string }>(({ input, signal }) =>
  settleUpdate(updateChatColor({ user_chat_setting: { background_color: input.color } }, signal), MESSAGES.chatColorFailed, signal),
);

export const chatSettingsActors = { saveChatColor, uploadPicture };
