/** The model of the cover and profile photo pickers: the file checks, Update without a file, uploads and refusals. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { pictureUploadActors, pictureUploadMachine, type PictureUploadContext, type PictureUploadEvent } from '../../src/machines/pictureUpload';
import { imageFile } from '../fixtures/settings';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const pictureUploadEventFixtures = {
  'file.selected': [
    { type: 'file.selected', file: imageFile('me.jpg', 2048, 'image/jpeg') },
    { type: 'file.selected', file: imageFile('cv.pdf', 2048, 'application/pdf') },
    { type: 'file.selected', file: imageFile('huge.png', 2 * 1024 * 1024) },
  ],
  'upload.requested': [{ type: 'upload.requested' }],
} satisfies EventFixtures<PictureUploadEvent>;

export const pictureUploadOutputFixtures = {
  uploadPicture: [
    { ok: true, answer: { response: 'successful', message: MESSAGES.pictureUpdated, field: 'profileimg', url: '/media/profile/me.jpg' } },
    { ok: false, message: MESSAGES.failedToUpdateImage },
  ],
} satisfies OutputFixtures<typeof pictureUploadActors>;

/** Saved, refused with words, and a request that failed outright. */
export const pictureUploadSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof pictureUploadActors.uploadPicture>(pictureUploadMachine, 'uploadPicture', pictureUploadOutputFixtures.uploadPicture),
  ...errorEvents(pictureUploadMachine, 'uploadPicture'),
];

export const pictureUploadVariant: ModelVariant = { name: 'the profile photo', input: { field: 'profileimg' } };

export const pictureUploadModel: MachineModel = {
  name: 'pictureUpload',
  machine: pictureUploadMachine,
  variants: [pictureUploadVariant],
  events: [...fixtureEvents<PictureUploadEvent>(pictureUploadEventFixtures), ...pictureUploadSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { file, status } = snapshot.context as PictureUploadContext;
    return JSON.stringify({ value: snapshot.value, file: file?.name ?? null, status });
  },
};
