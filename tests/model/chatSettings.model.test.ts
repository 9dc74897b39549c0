import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { ChatSettingsContext } from '../../src/machines/chatSettings';
import { chatSettingsEventFixtures, chatSettingsModel, chatSettingsSystemEvents, chatSettingsVariants } from './chatSettings.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(chatSettingsSystemEvents, prefix, index);
const colourSaved = byType('xstate.done.actor.', 0);
const colourRefused = byType('xstate.done.actor.', 1);
const wallpaperSaved = byType('xstate.done.actor.', 2);
const [goodWallpaper, notAnImage] = chatSettingsEventFixtures['wallpaper.selected'];
const [blue, green] = chatSettingsEventFixtures['color.typed'];
const [black, broken] = chatSettingsEventFixtures['color.picked'];
const togglePicker = chatSettingsEventFixtures['picker.toggled'][0];
const saveColour = chatSettingsEventFixtures['color.submitted'][0];
const saveWallpaper = chatSettingsEventFixtures['wallpaper.submitted'][0];

describe('chat settings machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(chatSettingsModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: string; context: (context: ChatSettingsContext) => void }> = [
      {
        name: 'Update without a colour sends nothing',
        events: [saveColour],
        value: 'idle',
        context: (context) => expect(context.status).toBeNull(),
      },
      {
        name: 'a typed colour is saved and the open picker closes',
        events: [togglePicker, blue, saveColour, colourSaved],
        value: 'idle',
        context: (context) => {
          expect(context).toMatchObject({ savedColor: '#1E88E5', pickerOpen: false, colorText: '' });
          expect(context.status?.message).toBe(MESSAGES.chatColorUpdated);
        },
      },
      {
        name: 'the picker refuses a broken code and keeps the last valid one',
        events: [togglePicker, black, broken],
        value: 'idle',
        context: (context) => expect(context.colorText).toBe('#000000'),
      },
      {
        name: 'a refused colour leaves the picker open with the banner error',
        events: [togglePicker, black, saveColour, colourRefused],
        value: 'idle',
        context: (context) => expect(context).toMatchObject({ pickerOpen: true, status: { tone: 'error', message: MESSAGES.chatColorFailed } }),
      },
      {
        name: 'an invalid colour code is not saved',
        events: [green, saveColour],
        value: 'idle',
        context: (context) => expect(context.colorText).toBe('green'),
      },
      {
        name: 'a chosen wallpaper waits for Update, then is saved and cleared',
        events: [notAnImage, goodWallpaper, saveWallpaper, wallpaperSaved],
        value: 'idle',
        context: (context) => expect(context).toMatchObject({ wallpaper: null, status: { tone: 'success', message: MESSAGES.wallpaperUpdated } }),
      },
    ];
    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(chatSettingsModel, chatSettingsVariants.defaultColour, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        pinned.context(path.state.context as ChatSettingsContext);
      });
    }
  });
});
