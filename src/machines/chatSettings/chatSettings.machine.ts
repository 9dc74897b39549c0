import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { isAcceptablePicture, pictureProblemToast } from '../shared/pictureFile';
import { settingsErrorToast } from '../shared/settingsUpdate';
import { chatSettingsActors } from './chatSettings.actors';
import { colourProblem, savedFormOf } from './chatSettings.rules';
import type { ChatSettingsContext, ChatSettingsEmitted, ChatSettingsEvent, ChatSettingsInput, ColorOutcome } from './chatSettings.types';

/**
 * /settings/chat: the wallpaper and the chat colour. Guarantees: a wallpaper is an image of at most 1 MB and is
 * saved on Update only; a colour is saved only as a valid hex code ('Please select a color' when there is none);
 * one save at a time for the whole page (tag `busy`: 'Updating...'); the picker closes after a saved colour;
 * each result shows in the banner; a saved change asks for the current user to be reloaded.
 */
export const chatSettingsMachine = setup({
  types: {
    context: {} as ChatSettingsContext,
    events: {} as ChatSettingsEvent,
    input: {} as ChatSettingsInput,
    emitted: {} as ChatSettingsEmitted,
  },
  actors: chatSettingsActors,
  guards: {
    acceptableImage: isAcceptablePicture,
    hasWallpaper: ({ context }) => context.wallpaper !== null,
    validColour: (_, params: { value: string }) => colourProblem(params.value) === undefined,
    colourReady: ({ context }) => colourProblem(context.colorText) === undefined,
    saved: (_, outcome: { ok: boolean }) => outcome.ok,
  },
  actions: {
    keepWallpaper: assign((_, params: { file: File }) => ({
      wallpaper: params.file,
      status: { tone: 'info' as const, message: MESSAGES.wallpaperSelected },
    })),
    refuseWallpaper: assign({ wallpaper: null }),
    toastImageProblem: emit((_, params: { file: File }) => pictureProblemToast(params.file)),
    toastNoWallpaper: emit(settingsErrorToast(MESSAGES.noImageSelected)),
    storeColourText: assign((_, params: { value: string }) => ({ colorText: params.value })),
    storePickedColour: assign((_, params: { value: string }) => ({ colorText: savedFormOf(params.value) ?? params.value })),
    togglePicker: assign(({ context }) => ({ pickerOpen: !context.pickerOpen })),
    toastColourProblem: emit(({ context }) => settingsErrorToast(colourProblem(context.colorText) ?? MESSAGES.colorRequired)),
    clearStatus: assign({ status: null }),
    wallpaperSaved: assign({ wallpaper: null, status: { tone: 'success', message: MESSAGES.wallpaperUpdated } }),
    wallpaperFailed: assign({ status: { tone: 'error', message: MESSAGES.wallpaperFailed } }),
    colourSaved: assign(({ context }, outcome: ColorOutcome) => ({
      savedColor: outcome.ok ? outcome.answer.background_color : context.savedColor,
      colorText: '',
      pickerOpen: false,
      status: { tone: 'success' as const, message: MESSAGES.chatColorUpdated },
    })),
    colourFailed: assign({ status: { tone: 'error', message: MESSAGES.chatColorFailed } }),
    reloadCurrentUser: emit({ type: 'currentUser.changed' }),
  },
}).createMachine({
  id: 'chatSettings',
  context: ({ input }) => ({ savedColor: input.savedColor, colorText: '', pickerOpen: false, wallpaper: null, status: null }),
  initial: 'idle',
  // Typing and picking go on while something saves; only the saves wait for each other.
  on: {
    'color.typed': { actions: { type: 'storeColourText', params: ({ event }) => event } },
    'color.picked': { guard: { type: 'validColour', params: ({ event }) => event }, actions: { type: 'storePickedColour', params: ({ event }) => event } },
    'picker.toggled': { actions: 'togglePicker' },
  },
  states: {
    idle: {
      on: {
        'wallpaper.selected': [
          { guard: { type: 'acceptableImage', params: ({ event }) => event }, actions: { type: 'keepWallpaper', params: ({ event }) => event } },
          { actions: ['refuseWallpaper', { type: 'toastImageProblem', params: ({ event }) => event }] },
        ],
        'wallpaper.submitted': [{ guard: 'hasWallpaper', target: 'savingWallpaper' }, { actions: 'toastNoWallpaper' }],
        'color.submitted': [{ guard: 'colourReady', target: 'savingColor' }, { actions: 'toastColourProblem' }],
      },
    },
    savingWallpaper: {
      tags: ['busy'],
      entry: 'clearStatus',
      invoke: {
        src: 'uploadPicture',
        input: ({ context }) => ({ field: 'wallpaper' as const, file: context.wallpaper, failure: MESSAGES.wallpaperFailed }),
        onDone: [
          { guard: { type: 'saved', params: ({ event }) => event.output }, target: 'idle', actions: ['wallpaperSaved', 'reloadCurrentUser'] },
          { target: 'idle', actions: 'wallpaperFailed' },
        ],
        onError: { target: 'idle', actions: 'wallpaperFailed' },
      },
    },
    savingColor: {
      tags: ['busy'],
      entry: 'clearStatus',
      invoke: {
        src: 'saveChatColor',
        input: ({ context }) => ({ color: context.colorText.trim() }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'idle',
            actions: [{ type: 'colourSaved', params: ({ event }) => event.output }, 'reloadCurrentUser'],
          },
          { target: 'idle', actions: 'colourFailed' },
        ],
        onError: { target: 'idle', actions: 'colourFailed' },
      },
    },
  },
});
