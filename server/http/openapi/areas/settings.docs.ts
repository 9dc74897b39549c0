import { z } from 'zod/mini';
import {
  accountUpdateBodySchema,
  chatColorAnswerSchema,
  feedbackAnswerSchema,
  feedbackPayloadSchema,
  imageUpdateAnswerSchema,
  locationUpdateAnswerSchema,
  locationUpdatePayloadSchema,
  storeUpdateAnswerSchema,
  trackEventPayloadSchema,
  updateAnswerSchema,
  updateBankBodySchema,
  updateChatColorBodySchema,
  updateStoreTogglesBodySchema,
  updateVendorBodySchema,
  uploadAnswerSchema,
  uploadFieldsSchema,
} from '../../../../src/contract';

/** What POST /track_event answers (no client reads it: the spec shows no response). */
const trackEventAnswerSchema = z.object({ recorded: z.literal(true) });
import { answer, operation, type AreaDocs } from '../operation';

/** Every JSON body of POST /updatedata: one update per request, named by its keys. */
const updateDataBodySchema = z.union([
  accountUpdateBodySchema,
  updateVendorBodySchema,
  updateStoreTogglesBodySchema,
  updateBankBodySchema,
  updateChatColorBodySchema,
]);

/** What each of them answers: the plain success, or with what the update made. */
const updateDataAnswerSchema = z.union([updateAnswerSchema, storeUpdateAnswerSchema, imageUpdateAnswerSchema, chatColorAnswerSchema]);

const PICTURE = 'A picture (at most 1 MB), checked by its content and re-encoded without metadata.';

export const settingsDocs: AreaDocs = {
  tag: 'settings',
  description: 'Profile, password, store, bank and chat settings and pictures; uploads, location, product events and feedback.',
  operations: [
    operation('POST /api/updatedata', 'required', 'Updates one thing of the caller: profile, password, wallet, bio display, store, its toggles, bank details, chat colour or a picture', {
      description: 'JSON for data, multipart with one file (profileimg, coverimg or wallpaper) for a picture. A body with keys of two updates, or a key none knows, is refused.',
      rateLimited: true,
      body: updateDataBodySchema,
      multipart: { files: { profileimg: PICTURE, coverimg: PICTURE, wallpaper: PICTURE } },
      answers: { 200: answer('Updated: `response: successful`, with the message and what the update made.', updateDataAnswerSchema) },
      errors: {
        400: 'The input is refused, or the current password is wrong (a password change proves it).',
        403: 'Store toggles or bank details without a store.',
        409: 'Another store has this market name.',
        413: 'The picture is over 1 MB, or the form is too large.',
        415: 'The file is not an image, by its content.',
        429: 'Too many wrong current passwords for the account, or too many uploads at once.',
      },
    }),
    operation('POST /api/upload', 'required', 'Uploads an image (multipart: the file, and an optional `folder`)', {
      rateLimited: true,
      multipart: { fields: uploadFieldsSchema, files: { file: 'The image (any field name), at most 1 MB, checked by its content.' } },
      answers: { 201: answer('Where it is stored.', uploadAnswerSchema) },
      errors: { 400: 'No image, more than one, a body that is not multipart, or a refused folder.' },
    }),
    operation('POST /api/location/update', 'required', 'The caller’s last known position', {
      body: locationUpdatePayloadSchema,
      answers: { 200: answer('The position as saved, and when.', locationUpdateAnswerSchema) },
    }),
    operation('POST /api/track_event', 'optional', 'Records a product event', {
      rateLimited: true,
      body: trackEventPayloadSchema,
      answers: { 202: answer('Recorded.', trackEventAnswerSchema) },
    }),
    operation('POST /api/feedback', 'required', 'Sends feedback, or opens or adds to a support ticket', {
      rateLimited: true,
      body: feedbackPayloadSchema,
      answers: { 201: answer('Stored, with its reference (and ticket number).', feedbackAnswerSchema) },
      errors: { 400: 'The input is refused, or the ticket is not one of the caller’s.' },
    }),
  ],
};
