import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { isAcceptablePicture, pictureProblemToast } from '../shared/pictureFile';
import { isSaved, settledSave } from '../shared/settingsSave';
import { saveWords, settingsErrorToast } from '../shared/settingsUpdate';
import { pictureUploadActors } from './pictureUpload.actors';
import type {
  PictureUploadContext,
  PictureUploadEmitted,
  PictureUploadEvent,
  PictureUploadInput,
  PictureUploadOutcome,
} from './pictureUpload.types';

const words = saveWords({ saved: MESSAGES.pictureUpdated, failed: MESSAGES.failedToUpdateImage });

/**
 * The cover or profile photo picker of /settings/profile. Guarantees: only an image of at most 1 MB is kept
 * ('Please select an image file', 'Image size must be less than 1MB'); the picture is saved on Update, never on
 * selection ('Please select an image first' without one); one upload at a time (tag `busy`); a saved picture
 * clears the selection and asks for the current user to be reloaded.
 */
export const pictureUploadMachine = setup({
  types: {
    context: {} as PictureUploadContext,
    events: {} as PictureUploadEvent,
    input: {} as PictureUploadInput,
    emitted: {} as PictureUploadEmitted,
  },
  actors: pictureUploadActors,
  guards: {
    acceptable: isAcceptablePicture,
    hasFile: ({ context }) => context.file !== null,
    saved: isSaved,
  },
  actions: {
    keepFile: assign((_, params: { file: File }) => ({
      file: params.file,
      status: { tone: 'info' as const, message: MESSAGES.imageSelected },
    })),
    refuseFile: assign({ file: null, status: null }),
    toastFileProblem: emit((_, params: { file: File }) => pictureProblemToast(params.file)),
    toastNoFile: emit(settingsErrorToast(MESSAGES.noImageSelected)),
    markSaved: assign((_, outcome: PictureUploadOutcome) => ({
      file: null,
      status: words.savedStatus(outcome),
    })),
    toastSaved: emit((_, outcome: PictureUploadOutcome) => words.savedToast(outcome)),
    reloadCurrentUser: emit({ type: 'currentUser.changed' }),
    showFailure: assign((_, outcome: PictureUploadOutcome | undefined) => ({
      status: words.failedStatus(outcome),
    })),
  },
}).createMachine({
  id: 'pictureUpload',
  context: ({ input }) => ({ field: input.field, file: null, status: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'file.selected': [
          { guard: { type: 'acceptable', params: ({ event }) => event }, actions: { type: 'keepFile', params: ({ event }) => event } },
          { actions: ['refuseFile', { type: 'toastFileProblem', params: ({ event }) => event }] },
        ],
        'upload.requested': [{ guard: 'hasFile', target: 'uploading' }, { actions: 'toastNoFile' }],
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadPicture',
        input: ({ context }) => ({ field: context.field, file: context.file, failure: MESSAGES.failedToUpdateImage }),
        ...settledSave<PictureUploadOutcome>('idle'),
      },
    },
  },
});
