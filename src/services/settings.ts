import type { z } from 'zod/mini';
import {
  updateAnswerSchema,
  type updateDisplayBioBodySchema,
  type updatePasswordBodySchema,
  type updateProfileBodySchema,
  type updateWalletBodySchema,
} from '../contract/accounts';
import {
  chatColorAnswerSchema,
  feedbackAnswerSchema,
  imageUpdateAnswerSchema,
  type FeedbackPayload,
  type UpdateChatColorBody,
  type UpdateImageField,
} from '../contract/settings';
import { call } from './api';

/** The JSON bodies of POST /updatedata this area sends (document 3, section 7). */
export type AccountSettingsBody =
  | z.input<typeof updateProfileBodySchema>
  | z.input<typeof updatePasswordBodySchema>
  | z.input<typeof updateWalletBodySchema>
  | z.input<typeof updateDisplayBioBodySchema>;

/** POST /updatedata with a profile, password, wallet or display_bio body; answers `{response, message}`. */
export function updateAccountSettings(body: AccountSettingsBody, signal?: AbortSignal) {
  return call('/updatedata', updateAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
}

/** POST /updatedata as multipart: one picture in its field (profileimg, coverimg or wallpaper). */
export function updatePicture(field: UpdateImageField, file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append(field, file, file.name);
  return call('/updatedata', imageUpdateAnswerSchema, { method: 'POST', body: form, auth: true, quiet: true, signal });
}

/** POST /updatedata {user_chat_setting{background_color}}; answers the colour as saved. */
export function updateChatColor(body: UpdateChatColorBody, signal?: AbortSignal) {
  return call('/updatedata', chatColorAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
}

/** What the contact page sends besides the form: who sends it (the server trusts only its session). */
export type FeedbackSender = { username: string; email: string; phone: string; user_id: number };

/** POST /feedback: a feedback message or a support ticket, stamped with the time it is sent. */
export function sendFeedback(payload: FeedbackPayload & FeedbackSender, signal?: AbortSignal) {
  const body = { ...payload, timestamp: new Date().toISOString() };
  return call('/feedback', feedbackAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
}
