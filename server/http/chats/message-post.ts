import type { FastifyRequest } from 'fastify';
import { imageMessageFieldsSchema, MESSAGES, textMessagePayloadSchema } from '../../../src/contract';
import { CHAT_IMAGE_FILE_RULE, removeChatImage, storeChatImage } from '../../chat/chat-images';
import { sendChatMessage, type ChatMessageSent, type SendChatMessageDeps } from '../../chat/send-message';
import type { MultipartForm } from '../../media/multipart';
import type { MediaStore } from '../../media/storage';
import { storedPaths } from '../../media/uploads';
import { badRequest } from '../http-error';
import type { UploadGate } from '../upload-gate';
import { parseInput } from '../validation';
import type { RoomAccess } from './chat-access';

const IMAGE_FIELD = 'image_file';

export type MessagePostDeps = SendChatMessageDeps & { media: MediaStore; uploads: UploadGate };

/** A text message from a JSON body; the sender is always the caller, whatever the body says. */
function sendText(deps: MessagePostDeps, request: FastifyRequest, { caller, room }: RoomAccess) {
  const payload = parseInput(textMessagePayloadSchema, request.body);
  const sender = { id: caller.userId, username: caller.user.username };
  return sendChatMessage(deps, { room, sender, text: payload.message, messageType: 'text', tempId: payload.temp_id ?? null });
}

/**
 * An image message from a multipart body (`image_file`, an optional caption). A resend of a stored temp_id
 * answers the stored message without keeping the new file.
 */
function sendImage(deps: MessagePostDeps, request: FastifyRequest, access: RoomAccess) {
  const options = { maxFiles: 1, tooManyFiles: MESSAGES.invalidImageFormatOrSize, rule: CHAT_IMAGE_FILE_RULE };
  return deps.uploads.receive(request, options, (form) => sendReceivedImage(deps, form, access));
}

async function sendReceivedImage(deps: MessagePostDeps, form: MultipartForm, { caller, room }: RoomAccess) {
  const fields = parseInput(imageMessageFieldsSchema, form.fields);
  const file = form.files.find((candidate) => candidate.fieldname === IMAGE_FIELD);
  if (!file) throw badRequest(MESSAGES.noImageSelected, { [IMAGE_FIELD]: [MESSAGES.noImageSelected] });
  const tempId = fields.temp_id ?? null;
  const earlier = tempId ? await deps.stores.messages.findByTempId(room.id, caller.userId, tempId) : undefined;
  if (earlier) return { held: false as const, message: earlier, created: false };

  const stored = await storeChatImage(deps.media, file);
  const sender = { id: caller.userId, username: caller.user.username };
  const text = fields.message || MESSAGES.imageMessageText;
  try {
    const sent = await sendChatMessage(deps, { room, sender, text, messageType: 'image', image: stored.url, tempId });
    if (!sent.held && !sent.created) await removeChatImage(deps.media, stored.url);
    return sent;
  } catch (error) {
    await deps.media.remove(storedPaths([stored]));
    throw error;
  }
}

/** POST .../messages/: JSON for text, multipart for an image. */
export function postMessage(deps: MessagePostDeps, request: FastifyRequest, access: RoomAccess): Promise<ChatMessageSent> {
  return request.isMultipart() ? sendImage(deps, request, access) : sendText(deps, request, access);
}
