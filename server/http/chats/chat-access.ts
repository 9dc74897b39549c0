import type { FastifyRequest } from 'fastify';
import { messageIdParamsSchema, MESSAGES, type ChatMessage } from '../../../src/contract';
import type { Stores } from '../../store';
import type { ChatRoomRow } from '../../store/chatRooms.store';
import { callerOf, type AuthenticatedCaller } from '../authenticate';
import { HttpError, notFound } from '../http-error';
import { readText } from '../validation';

export type RoomAccess = { caller: AuthenticatedCaller; room: ChatRoomRow };

/**
 * The room of `:uniquecode` for the signed-in caller: 404 when there is no such room, 403 'Access denied.'
 * when the caller is not one of its two members (a route behind `auth.required` has already answered 401).
 */
export async function roomForCaller(stores: Stores, request: FastifyRequest): Promise<RoomAccess> {
  const caller = callerOf(request);
  const uniquecode = readText(request.params, 'uniquecode') ?? '';
  const room = await stores.chatRooms.findByCode(uniquecode);
  if (!room) throw notFound(MESSAGES.chatNotFound);
  if (!stores.chatRooms.isMember(room, caller.userId)) throw new HttpError(403, MESSAGES.chatAccessDenied);
  return { caller, room };
}

/** The message of `:id` in the room, 404 when the room holds no such message. */
export async function messageInRoom(stores: Stores, request: FastifyRequest, room: ChatRoomRow): Promise<ChatMessage> {
  const params = messageIdParamsSchema.safeParse(request.params);
  const message = params.success ? await stores.messages.find(room.id, params.data.id) : undefined;
  if (!message) throw notFound(MESSAGES.messageNotFound);
  return message;
}

/** A change to a message is its sender's alone. */
export function refuseUnlessSender(message: ChatMessage, caller: AuthenticatedCaller): void {
  if (message.sender_id !== caller.userId) throw new HttpError(403, MESSAGES.notYourMessage);
}
