import {
  heldMessageAnswerSchema,
  chatMessageSchema,
  chatMessagesAnswerSchema,
  chatMessagesQuerySchema,
  chatRoomSchema,
  chatRoomsAnswerSchema,
  chatRoomsQuerySchema,
  chatSearchAnswerSchema,
  chatSearchQuerySchema,
  chatSettingsPayloadSchema,
  chatStatsAnswerSchema,
  createChatAnswerSchema,
  createChatPayloadSchema,
  editMessagePayloadSchema,
  imageMessageFieldsSchema,
  markReadAnswerSchema,
  reactionAnswerSchema,
  reactionPayloadSchema,
  textMessagePayloadSchema,
} from '../../../../src/contract';
import { answer, NO_BODY, operation, type AreaDocs, type OperationDoc } from '../operation';
import { messageParams, roomParams } from './path-params';

const ROOM_ERRORS = { 403: 'The caller is not one of the room’s two members.', 404: 'No room has this code.' };
const MESSAGE_ERRORS = { ...ROOM_ERRORS, 404: 'No room has this code, or the room holds no message with this id.' };
const SENDER_ERRORS = { ...MESSAGE_ERRORS, 403: 'Not a member of the room, or the message is another member’s.' };

/** The inbox and 'Message Seller', under /v2/chats and the legacy /chats alike. */
const roomsAt = (path: string): OperationDoc[] => [
  operation(`GET ${path}`, 'required', 'The caller’s rooms, most recent activity first', {
    query: chatRoomsQuerySchema,
    answers: { 200: answer('A page of rooms, and the caller’s unread total.', chatRoomsAnswerSchema) },
  }),
  operation(`POST ${path}`, 'required', 'Opens the caller’s room with a user (Message Seller)', {
    description: 'An account younger than a day starts at most 10 rooms an hour (429 past that, with Retry-After); its rooms already open still answer 200.',
    rateLimited: true,
    body: createChatPayloadSchema,
    answers: {
      200: answer('They already had one: its code.', createChatAnswerSchema),
      201: answer('A new room: its code.', createChatAnswerSchema),
    },
    errors: {
      400: 'The input is refused, or the receiver is the caller.',
      403: 'One of the two blocked the other (the message says which).',
      404: 'No user has this username.',
      409: 'The post it was asked from is sold.',
    },
  }),
];

/** A room's messages and sending one, under /v2/chats/{uniquecode}/messages and the legacy /chat/{uniquecode}/messages alike. */
const messagesAt = (path: string): OperationDoc[] => [
  operation(`GET ${path}`, 'required', 'A page of the room’s messages (page 1 newest, each oldest first), or those after or before a sequence number', {
    params: roomParams,
    query: chatMessagesQuerySchema,
    answers: { 200: answer('The room and the messages.', chatMessagesAnswerSchema) },
    errors: ROOM_ERRORS,
  }),
  operation(`POST ${path}`, 'required', 'Sends a message: JSON for text, multipart with `image_file` for a picture', {
    description:
      'A temp_id sent before (by the caller, in this room) answers the stored message with 200 instead of storing it twice. The same text sent to 5 or more rooms within 10 minutes is held for review (202): the other member does not get it unless a moderator delivers it.',
    rateLimited: true,
    params: roomParams,
    body: textMessagePayloadSchema,
    multipart: { fields: imageMessageFieldsSchema, files: { image_file: 'The picture (at most 1 MB), checked by its content.' } },
    answers: {
      200: answer('The message stored earlier with this temp_id.', chatMessageSchema),
      201: answer('The stored message, with its sequence number in the room.', chatMessageSchema),
      202: answer('Held for review, not delivered.', heldMessageAnswerSchema),
    },
    errors: {
      ...ROOM_ERRORS,
      403: 'The caller is not one of the room’s two members, or one of them blocked the other (the message says which).',
      413: 'The picture or the form is over its limit.',
      415: 'The file is not an image, by its content.',
    },
  }),
];

export const chatsDocs: AreaDocs = {
  tag: 'chats',
  description: 'Chat rooms between two users, their messages, reactions, search and stats.',
  operations: [
    ...roomsAt('/api/v2/chats'),
    ...roomsAt('/api/chats'),
    operation('GET /api/v2/chats/:uniquecode', 'required', 'One of the caller’s rooms', {
      params: roomParams,
      answers: { 200: answer('The room from the caller’s side.', chatRoomSchema) },
      errors: ROOM_ERRORS,
    }),
    operation('PATCH /api/v2/chats/:uniquecode/settings', 'required', 'Mutes or archives the room for the caller', {
      params: roomParams,
      body: chatSettingsPayloadSchema,
      answers: { 200: answer('The room as it is now.', chatRoomSchema) },
      errors: ROOM_ERRORS,
    }),
    operation('POST /api/v2/chats/:uniquecode/mark-read', 'required', 'Reads everything the other member sent (they hear which messages)', {
      params: roomParams,
      answers: { 200: answer('How many were marked, and the caller’s unread total.', markReadAnswerSchema) },
      errors: ROOM_ERRORS,
    }),
    ...messagesAt('/api/v2/chats/:uniquecode/messages'),
    ...messagesAt('/api/chat/:uniquecode/messages'),
    operation('GET /api/v2/chats/:uniquecode/messages/:id', 'required', 'One message of the room', {
      params: messageParams,
      answers: { 200: answer('The message.', chatMessageSchema) },
      errors: MESSAGE_ERRORS,
    }),
    operation('PATCH /api/v2/chats/:uniquecode/messages/:id', 'required', 'Its sender edits a message', {
      rateLimited: true,
      params: messageParams,
      body: editMessagePayloadSchema,
      answers: { 200: answer('The message as edited.', chatMessageSchema) },
      errors: SENDER_ERRORS,
    }),
    operation('DELETE /api/v2/chats/:uniquecode/messages/:id', 'required', 'Its sender deletes a message', {
      rateLimited: true,
      params: messageParams,
      answers: { 204: answer('Deleted (its picture too).', NO_BODY) },
      errors: SENDER_ERRORS,
    }),
    operation('POST /api/v2/chats/:uniquecode/messages/:id/react', 'required', 'Reacts to a message; the same reaction again takes it back', {
      rateLimited: true,
      params: messageParams,
      body: reactionPayloadSchema,
      answers: { 200: answer('The message’s reactions: who reacted with each.', reactionAnswerSchema) },
      errors: MESSAGE_ERRORS,
    }),
    operation('GET /api/v2/search', 'required', 'The caller’s messages holding a text, newest first', {
      query: chatSearchQuerySchema,
      answers: { 200: answer('The messages (none for an empty text).', chatSearchAnswerSchema) },
    }),
    operation('GET /api/v2/stats', 'required', 'The caller’s chat totals', {
      answers: { 200: answer('Rooms, unread, sent and received.', chatStatsAnswerSchema) },
    }),
  ],
};
