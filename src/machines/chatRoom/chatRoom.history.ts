import type { ChatMessagesAnswer } from '../../contract/chats';
import type { ChatRoomRegion } from './chatRoom.machine';
import { earlierSeq, lastSeqOf, oldestSeqOf, withServerMessages } from './chatRoom.rules';
import type { ChatRoomArgs, ChatRoomContext, ChatRoomEnqueueArgs } from './chatRoom.types';

/*
 * The room's history beyond its first page: what may be missing (after a gap in the seqs, or since the socket went
 * down) is caught up on, and older messages are read back, each a page at a time. Two regions of the loaded room;
 * the machine's setup binds the guards and actions below to their names.
 */

export const hasOlder = (context: ChatRoomContext): boolean => context.hasOlder && oldestSeqOf(context.messages) !== null;

export const mergeMessages = ({ context }: ChatRoomArgs, answer: ChatMessagesAnswer) => withServerMessages(context, answer.results);

export const addOlder = ({ context }: ChatRoomArgs, answer: ChatMessagesAnswer) => ({ ...withServerMessages(context, answer.results), hasOlder: answer.has_next });

// Whatever came while the socket was down is fetched from the last seq shown (or from an earlier gap).
export function reconnected({ context, enqueue }: ChatRoomEnqueueArgs): void {
  enqueue.assign({ missingAfter: earlierSeq(context.missingAfter, lastSeqOf(context.messages, null)) });
  enqueue.raise({ type: 'chat.reconnected' });
}

export const startCatchUp = ({ context }: ChatRoomArgs) => ({ catchingUpAfter: context.missingAfter, missingAfter: null });

// More than a page came: the next page follows on.
export function continueCatchUp({ context }: ChatRoomArgs, answer: ChatMessagesAnswer): Partial<ChatRoomContext> {
  const last = answer.results.at(-1);
  return answer.has_next && last ? { missingAfter: earlierSeq(context.missingAfter, last.seq) } : {};
}

export const keepMissing = ({ context }: ChatRoomArgs) => ({
  missingAfter: context.catchingUpAfter === null ? context.missingAfter : earlierSeq(context.missingAfter, context.catchingUpAfter),
});

// What may be missing (after a gap in the seqs, or since the socket went down) is fetched, a page at a time.
export const catchUpRegion = {
  initial: 'idle',
  states: {
    idle: { always: { guard: 'somethingMissing', target: 'fetching' } },
    fetching: {
      entry: 'startCatchUp',
      invoke: {
        src: 'catchUp',
        input: ({ context }) => ({ uniquecode: context.uniquecode, afterSeq: context.catchingUpAfter ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'mergeMessages', params: ({ event }) => event.output }, { type: 'continueCatchUp', params: ({ event }) => event.output }],
        },
        onError: { target: 'stalled', actions: 'keepMissing' },
      },
    },
    // The fetch failed: tried again, from the same seq, once the socket is back or another gap shows.
    stalled: { on: { 'chat.reconnected': 'idle', 'chat.gapSeen': 'idle' } },
  },
} satisfies ChatRoomRegion;

// Reading back through the history, a page before the oldest message shown at a time.
export const historyRegion = {
  initial: 'idle',
  states: {
    idle: { on: { 'history.olderWanted': { guard: 'hasOlder', target: 'loadingOlder' } } },
    loadingOlder: {
      tags: ['loadingOlder'],
      invoke: {
        src: 'loadOlder',
        input: ({ context }) => ({ uniquecode: context.uniquecode, beforeSeq: oldestSeqOf(context.messages) ?? 1 }),
        onDone: { target: 'idle', actions: { type: 'addOlder', params: ({ event }) => event.output } },
        onError: { target: 'idle' },
      },
    },
  },
} satisfies ChatRoomRegion;
