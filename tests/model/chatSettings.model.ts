/** The model of /settings/chat: choosing and saving a wallpaper, typing or picking a colour, the picker, the banner. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DEFAULT_CHAT_COLOR, MESSAGES } from '../../src/contract';
import {
  chatSettingsActors,
  chatSettingsMachine,
  type ChatSettingsContext,
  type ChatSettingsEvent,
} from '../../src/machines/chatSettings';
import { imageFile } from '../fixtures/settings';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const wallpaperFile = imageFile('wall.jpg', 1000, 'image/jpeg');

/** A good and a refused wallpaper; a valid, an invalid and an empty colour code; a valid and a refused picker value. */
export const chatSettingsEventFixtures = {
  'wallpaper.selected': [
    { type: 'wallpaper.selected', file: wallpaperFile },
    { type: 'wallpaper.selected', file: imageFile('notes.txt', 10, 'text/plain') },
  ],
  'wallpaper.submitted': [{ type: 'wallpaper.submitted' }],
  'color.typed': [
    { type: 'color.typed', value: '#1E88E5' },
    { type: 'color.typed', value: 'green' },
  ],
  'color.picked': [
    { type: 'color.picked', value: '#000000' },
    { type: 'color.picked', value: '#12' },
  ],
  'picker.toggled': [{ type: 'picker.toggled' }],
  'color.submitted': [{ type: 'color.submitted' }],
} satisfies EventFixtures<ChatSettingsEvent>;

export const chatSettingsOutputFixtures = {
  saveChatColor: [
    { ok: true, answer: { background_color: '#1E88E5', message: MESSAGES.chatColorUpdated } },
    { ok: false, message: MESSAGES.chatColorFailed },
  ],
  uploadPicture: [
    { ok: true, answer: { response: 'successful', message: MESSAGES.wallpaperUpdated, field: 'wallpaper', url: '/media/wallpapers/w.webp' } },
    { ok: false, message: MESSAGES.wallpaperFailed },
  ],
} satisfies OutputFixtures<typeof chatSettingsActors>;

export const chatSettingsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof chatSettingsActors.saveChatColor>(chatSettingsMachine, 'saveChatColor', chatSettingsOutputFixtures.saveChatColor),
  ...errorEvents(chatSettingsMachine, 'saveChatColor'),
  ...doneEvents<typeof chatSettingsActors.uploadPicture>(chatSettingsMachine, 'uploadPicture', chatSettingsOutputFixtures.uploadPicture),
  ...errorEvents(chatSettingsMachine, 'uploadPicture'),
];

export const chatSettingsVariants = {
  defaultColour: { name: 'the default colour', input: { savedColor: DEFAULT_CHAT_COLOR } },
} satisfies Record<string, ModelVariant>;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatSettingsContext;

export const chatSettingsModel: MachineModel = {
  name: 'chatSettings',
  machine: chatSettingsMachine,
  variants: Object.values(chatSettingsVariants),
  events: [...fixtureEvents<ChatSettingsEvent>(chatSettingsEventFixtures), ...chatSettingsSystemEvents],
  serialize: (snapshot) => {
    const { colorText, pickerOpen, wallpaper, status, savedColor } = context(snapshot);
    return JSON.stringify({ value: snapshot.value, colorText, pickerOpen, wallpaper: wallpaper?.name ?? null, status: status?.message ?? null, savedColor });
  },
};
