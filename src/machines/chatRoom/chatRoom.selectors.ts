import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChatPartner } from '../../contract/chats';
import type { PresenceStatus } from '../../contract/presence';
import type { ChatMessage } from '../../contract/socket';
import type { chatRoomMachine } from './chatRoom.machine';
import { ownIdOf } from './chatRoom.rules';
import type { PendingMessage } from './chatRoom.types';

export type ChatRoomActorRef = ActorRefFrom<typeof chatRoomMachine>;
export type ChatRoomSnapshot = SnapshotFrom<typeof chatRoomMachine>;

/** One line of the conversation: a message the server has, or one still on its way. */
export type TimelineEntry =
  | { kind: 'message'; key: string; message: ChatMessage; own: boolean }
  | { kind: 'pending'; key: string; pending: PendingMessage; own: true };

export type ChatScreenState = 'loading' | 'notFound' | 'loaded';

export function selectChatScreenState(snapshot: ChatRoomSnapshot): ChatScreenState {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('loaded')) return 'loaded';
  return 'loading';
}

export const selectPartner = (snapshot: ChatRoomSnapshot): ChatPartner | null => snapshot.context.room?.other_user ?? null;

/** The messages in room order, then the optimistic ones (a settled one shows the server's message). */
export function selectTimeline(snapshot: ChatRoomSnapshot): TimelineEntry[] {
  const { room, messages, pending } = snapshot.context;
  const own = room ? ownIdOf(room) : null;
  return [
    ...messages.map((message): TimelineEntry => ({ kind: 'message', key: `m${message.id}`, message, own: message.sender === own })),
    ...pending.map((item): TimelineEntry => ({ kind: 'pending', key: item.temp_id, pending: item, own: true })),
  ];
}

export const selectOtherStatus = (snapshot: ChatRoomSnapshot): PresenceStatus => snapshot.context.otherStatus;
export const selectOtherLastSeen = (snapshot: ChatRoomSnapshot): string | null => snapshot.context.otherLastSeen;
/** typing... in the header and the three dots. */
export const selectOtherTyping = (snapshot: ChatRoomSnapshot): boolean => snapshot.hasTag('otherTyping');
/** The yellow 'Real-time chat unavailable' banner. */
export const selectChatUnavailable = (snapshot: ChatRoomSnapshot): boolean => snapshot.hasTag('chatUnavailable');
/** A send is under way: the send button waits. */
export const selectIsSending = (snapshot: ChatRoomSnapshot): boolean =>
  snapshot.matches('loaded') && !snapshot.matches({ loaded: { composer: 'idle' } });
export const selectChosenImage = (snapshot: ChatRoomSnapshot): File | null => snapshot.context.image;
/** Older messages remain on the server: scrolling to the top reads the page before the oldest shown. */
export const selectHasOlder = (snapshot: ChatRoomSnapshot): boolean => snapshot.context.hasOlder;
export const selectLoadingOlder = (snapshot: ChatRoomSnapshot): boolean => snapshot.hasTag('loadingOlder');
