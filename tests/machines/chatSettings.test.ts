import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_CHAT_COLOR, MESSAGES } from '../../src/contract';
import {
  chatSettingsMachine,
  selectCanSaveWallpaper,
  selectChatSettingsBusy,
  selectChatSettingsStatus,
  selectColorText,
  selectIsPickerOpen,
  selectPreviewColor,
  selectSavedColor,
  selectWallpaperFile,
  type ColorOutcome,
  type WallpaperOutcome,
} from '../../src/machines/chatSettings';
import type { UploadPictureInput } from '../../src/machines/pictureUpload';
import { imageFile, listen, settle } from '../fixtures/settings';

type Answers = { color?: (color: string) => Promise<ColorOutcome>; wallpaper?: () => Promise<WallpaperOutcome> };

function start(answers: Answers = {}) {
  const colors: string[] = [];
  const uploads: UploadPictureInput[] = [];
  const machine = chatSettingsMachine.provide({
    actors: {
      saveChatColor: fromPromise<ColorOutcome, { color: string }>(({ input }) => {
        colors.push(input.color);
        const saved = `#${input.color.slice(1).toUpperCase()}`;
        return (answers.color ?? (async () => ({ ok: true as const, answer: { background_color: saved, message: MESSAGES.chatColorUpdated } })))(input.color);
      }),
      uploadPicture: fromPromise<WallpaperOutcome, UploadPictureInput>(({ input }) => {
        uploads.push(input);
        const saved: WallpaperOutcome = {
          ok: true,
          answer: { response: 'successful', message: MESSAGES.wallpaperUpdated, field: 'wallpaper', url: '/media/wallpapers/w.webp' },
        };
        return (answers.wallpaper ?? (async () => saved))();
      }),
    },
  });
  const actor = createActor(machine, { input: { savedColor: DEFAULT_CHAT_COLOR } });
  const heard = listen(actor);
  actor.start();
  return { actor, heard, colors, uploads };
}

describe('chat settings machine', () => {
  it('says Please select a color when no colour was typed or picked', () => {
    const { actor, heard, colors } = start();
    actor.send({ type: 'color.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.colorRequired }]);
    expect(colors).toEqual([]);
  });

  it('refuses a colour code that is not hex', () => {
    const { actor, heard } = start();
    actor.send({ type: 'color.typed', value: 'green' });
    actor.send({ type: 'color.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.colorInvalid }]);
    expect(selectPreviewColor(actor.getSnapshot())).toBe(DEFAULT_CHAT_COLOR);
  });

  it('the picker hands over only valid hex codes', () => {
    const { actor } = start();
    actor.send({ type: 'color.picked', value: '#12' });
    expect(selectColorText(actor.getSnapshot())).toBe('');
    actor.send({ type: 'color.picked', value: '#abc' });
    expect(selectColorText(actor.getSnapshot())).toBe('#AABBCC');
  });

  it('saves the colour, closes the picker and reloads the current user', async () => {
    const { actor, heard, colors } = start();
    actor.send({ type: 'picker.toggled' });
    actor.send({ type: 'color.typed', value: '#1e88e5' });
    expect(selectPreviewColor(actor.getSnapshot())).toBe('#1E88E5');
    actor.send({ type: 'color.submitted' });
    expect(selectChatSettingsBusy(actor.getSnapshot())).toBe(true);
    await settle();
    expect(colors).toEqual(['#1e88e5']);
    expect(selectSavedColor(actor.getSnapshot())).toBe('#1E88E5');
    expect(selectIsPickerOpen(actor.getSnapshot())).toBe(false);
    expect(selectChatSettingsStatus(actor.getSnapshot())).toEqual({ tone: 'success', message: MESSAGES.chatColorUpdated });
    expect(heard.reloads).toBe(1);
  });

  it('keeps the picker open and says so when the colour is not saved', async () => {
    const { actor } = start({ color: () => Promise.reject(new Error('down')) });
    actor.send({ type: 'picker.toggled' });
    actor.send({ type: 'color.picked', value: '#000000' });
    actor.send({ type: 'color.submitted' });
    await settle();
    expect(selectIsPickerOpen(actor.getSnapshot())).toBe(true);
    expect(selectChatSettingsStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.chatColorFailed });
  });

  it('checks a wallpaper when chosen and saves it on Update only', async () => {
    const { actor, heard, uploads } = start();
    expect(selectCanSaveWallpaper(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'wallpaper.selected', file: imageFile('doc.pdf', 10, 'application/pdf') });
    actor.send({ type: 'wallpaper.selected', file: imageFile('big.jpg', 2 * 1024 * 1024, 'image/jpeg') });
    expect(heard.toasts.map((toast) => toast.message)).toEqual([MESSAGES.notAnImage, MESSAGES.imageOver1MB]);
    const file = imageFile('wall.jpg', 1000, 'image/jpeg');
    actor.send({ type: 'wallpaper.selected', file });
    expect(selectChatSettingsStatus(actor.getSnapshot())).toEqual({ tone: 'info', message: MESSAGES.wallpaperSelected });
    expect(selectCanSaveWallpaper(actor.getSnapshot())).toBe(true);
    expect(uploads).toEqual([]);
    actor.send({ type: 'wallpaper.submitted' });
    expect(selectCanSaveWallpaper(actor.getSnapshot())).toBe(false);
    await settle();
    expect(uploads).toEqual([{ field: 'wallpaper', file, failure: MESSAGES.wallpaperFailed }]);
    expect(selectWallpaperFile(actor.getSnapshot())).toBeNull();
    expect(selectChatSettingsStatus(actor.getSnapshot())).toEqual({ tone: 'success', message: MESSAGES.wallpaperUpdated });
    expect(heard.reloads).toBe(1);
  });

  it('says Please select an image first without a wallpaper, and the failure when the upload fails', async () => {
    const { actor, heard } = start({ wallpaper: async () => ({ ok: false, message: MESSAGES.wallpaperFailed }) });
    actor.send({ type: 'wallpaper.submitted' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.noImageSelected }]);
    actor.send({ type: 'wallpaper.selected', file: imageFile() });
    actor.send({ type: 'wallpaper.submitted' });
    await settle();
    expect(selectChatSettingsStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.wallpaperFailed });
  });
});
