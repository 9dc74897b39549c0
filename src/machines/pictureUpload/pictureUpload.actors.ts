import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import type { UpdateImageField } from '../../contract/settings';
import { updatePicture } from '../../services/settings';
import { settleUpdate } from '../shared/settingsUpdate';
import type { PictureUploadOutcome } from './pictureUpload.types';

export type UploadPictureInput = { field: UpdateImageField; file: File | null; failure: string };

/** POST /updatedata multipart with one picture; a refusal resolves with the server's words or `failure`. */
export const uploadPicture = fromPromise<PictureUploadOutcome, UploadPictureInput>(async ({ input, signal }) =>
  input.file
    ? settleUpdate(updatePicture(input.field, input.file, signal), input.failure, signal)
    : { ok: false, message: MESSAGES.noImageSelected },
);

export const pictureUploadActors = { uploadPicture };
