import {
  chatMessagesAnswerSchema,
  chatRoomsAnswerSchema,
  markReadAnswerSchema,
  type ChatMessagesAnswer,
  type ChatMessagesQuery,
  type ChatRoomsAnswer,
  type ChatRoomsQuery,
} from '../contract/chats';
import { heldMessageAnswerSchema, type HeldMessageAnswer } from '../contract/chats';
import { chatMessageSchema, type ChatMessage } from '../contract/socket';
import { z } from 'zod/mini';
import { ApiError, call } from './api';

/** The chat calls of document 3 section 7. Every call is quiet: the chat machines say what went wrong. */

const roomPath = (uniquecode: string) => `/v2/chats/${encodeURIComponent(uniquecode)}`;

/** GET /v2/chats/: the caller's rooms, most recent activity first. */
export function fetchChatRooms(query: ChatRoomsQuery, signal?: AbortSignal): Promise<ChatRoomsAnswer> {
  return call('/v2/chats/', chatRoomsAnswerSchema, { query: { ...query }, auth: true, quiet: true, signal });
}

/** GET /v2/chats/{uniquecode}/messages/: the room and its newest page, or what came after `after_seq`. */
export function fetchChatMessages(uniquecode: string, query: ChatMessagesQuery, signal?: AbortSignal): Promise<ChatMessagesAnswer> {
  return call(`${roomPath(uniquecode)}/messages/`, chatMessagesAnswerSchema, { query: { ...query }, auth: true, quiet: true, signal });
}

export type OutgoingText = { uniquecode: string; sender: string; message: string; tempId: string };
export type OutgoingImage = { uniquecode: string; sender: string; file: File; message: string; tempId: string };

/** A route that does not exist answers 404 or 405: only then is the legacy path worth a try. */
const isMissingRoute = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 405);

/** The stored message, or (202) word that the server held it for review: the same text to many rooms at once. */
const sentOrHeldSchema = z.union([chatMessageSchema, heldMessageAnswerSchema]);
export type SentOrHeld = ChatMessage | HeldMessageAnswer;

/** POSTs to the v2 path, and to the legacy /chat/{uniquecode}/messages/ when the v2 route is missing. */
async function postMessage(uniquecode: string, body: Record<string, unknown> | FormData, signal?: AbortSignal): Promise<SentOrHeld> {
  const options = { method: 'POST' as const, body, auth: true, quiet: true, signal };
  try {
    return await call(`${roomPath(uniquecode)}/messages/`, sentOrHeldSchema, options);
  } catch (error) {
    if (!isMissingRoute(error)) throw error;
    return call(`/chat/${encodeURIComponent(uniquecode)}/messages/`, sentOrHeldSchema, options);
  }
}

/** A text message over the request path (the fallback of the live channel); the temp_id makes a resend harmless. */
export function sendTextMessage(outgoing: OutgoingText, signal?: AbortSignal): Promise<SentOrHeld> {
  return postMessage(
    outgoing.uniquecode,
    { message: outgoing.message, message_type: 'text', uniquecode: outgoing.uniquecode, sender: outgoing.sender, temp_id: outgoing.tempId },
    signal,
  );
}

/** An image message: multipart with `image_file`, and an optional caption (a picture is never held as spam). */
export async function sendImageMessage(outgoing: OutgoingImage, signal?: AbortSignal): Promise<ChatMessage> {
  const form = new FormData();
  form.append('image_file', outgoing.file, outgoing.file.name);
  form.append('message_type', 'image');
  form.append('uniquecode', outgoing.uniquecode);
  form.append('sender', outgoing.sender);
  form.append('temp_id', outgoing.tempId);
  if (outgoing.message) form.append('message', outgoing.message);
  const answer = await postMessage(outgoing.uniquecode, form, signal);
  if ('held' in answer) throw new ApiError(answer.detail, 202, answer);
  return answer;
}

/** POST /v2/chats/{uniquecode}/mark-read/: everything the other user sent is read. */
export function markChatRead(uniquecode: string, signal?: AbortSignal) {
  return call(`${roomPath(uniquecode)}/mark-read/`, markReadAnswerSchema, { method: 'POST', auth: true, quiet: true, signal });
}
