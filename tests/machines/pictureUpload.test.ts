import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import {
  pictureUploadMachine,
  selectIsUploadingPicture,
  selectPictureFile,
  selectPictureStatus,
  type PictureUploadOutcome,
  type UploadPictureInput,
} from '../../src/machines/pictureUpload';
import { imageFile, listen, settle } from '../fixtures/settings';

const savedPicture: PictureUploadOutcome = {
  ok: true,
  answer: { response: 'successful', message: MESSAGES.pictureUpdated, field: 'coverimg', url: '/media/covers/2026/01/a-800.webp' },
};

function start(upload: () => Promise<PictureUploadOutcome> = async () => savedPicture) {
  const uploads: UploadPictureInput[] = [];
  const machine = pictureUploadMachine.provide({
    actors: {
      uploadPicture: fromPromise<PictureUploadOutcome, UploadPictureInput>(({ input }) => {
        uploads.push(input);
        return upload();
      }),
    },
  });
  const actor = createActor(machine, { input: { field: 'coverimg' } });
  const heard = listen(actor);
  actor.start();
  return { actor, heard, uploads };
}

describe('picture upload machine', () => {
  it('refuses a file that is not an image, and one over 1 MB', () => {
    const { actor, heard } = start();
    actor.send({ type: 'file.selected', file: imageFile('notes.txt', 10, 'text/plain') });
    actor.send({ type: 'file.selected', file: imageFile('huge.png', 1024 * 1024 + 1) });
    expect(heard.toasts.map((toast) => toast.message)).toEqual([MESSAGES.notAnImage, MESSAGES.imageOver1MB]);
    expect(selectPictureFile(actor.getSnapshot())).toBeNull();
  });

  it('keeps an image of at most 1 MB and says it is saved on Update', () => {
    const { actor, uploads } = start();
    actor.send({ type: 'file.selected', file: imageFile('cover.png', 1024 * 1024) });
    expect(selectPictureFile(actor.getSnapshot())?.name).toBe('cover.png');
    expect(selectPictureStatus(actor.getSnapshot())).toEqual({ tone: 'info', message: MESSAGES.imageSelected });
    expect(uploads).toEqual([]);
  });

  it('says Please select an image first on Update without a file, for the 8 s of a settings error', () => {
    const { actor, heard } = start();
    const durations: Array<number | undefined> = [];
    actor.on('toast', (toast) => durations.push(toast.durationMs));
    actor.send({ type: 'upload.requested' });
    expect(heard.toasts).toEqual([{ tone: 'error', message: MESSAGES.noImageSelected }]);
    expect(durations).toEqual([DURATIONS.settingsErrorToast]);
  });

  it('uploads in its field, is busy meanwhile, then clears the file and reloads the current user', async () => {
    const { actor, heard, uploads } = start();
    const file = imageFile('cover.png');
    actor.send({ type: 'file.selected', file });
    actor.send({ type: 'upload.requested' });
    expect(selectIsUploadingPicture(actor.getSnapshot())).toBe(true);
    await settle();
    expect(uploads).toEqual([{ field: 'coverimg', file, failure: MESSAGES.failedToUpdateImage }]);
    expect(selectPictureFile(actor.getSnapshot())).toBeNull();
    expect(selectPictureStatus(actor.getSnapshot())).toEqual({ tone: 'success', message: MESSAGES.pictureUpdated });
    expect(heard.reloads).toBe(1);
  });

  it('keeps the file and shows Failed to update image when the upload fails', async () => {
    const { actor, heard } = start(() => Promise.reject(new Error('down')));
    actor.send({ type: 'file.selected', file: imageFile() });
    actor.send({ type: 'upload.requested' });
    await settle();
    expect(selectPictureStatus(actor.getSnapshot())).toEqual({ tone: 'error', message: MESSAGES.failedToUpdateImage });
    expect(selectPictureFile(actor.getSnapshot())).not.toBeNull();
    expect(heard.reloads).toBe(0);
  });
});
