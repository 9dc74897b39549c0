import { describe, expect, it } from 'vitest';
import type { ChatMessage, ServerSocketMessage } from '../../../src/contract';
import { chatRelay } from '../../../server/realtime/chat-relay';
import type { Connection } from '../../../server/realtime/connection';

const BATCH = 3;

function messageOf(seq: number): ChatMessage {
  return { seq, id: seq, sender_id: 2, temp_id: null, content: `message ${seq}` } as unknown as ChatMessage;
}

/** A connection that records what it sends; its `drained` waits until the test lets it go. */
function recordingConnection() {
  const sent: ServerSocketMessage[] = [];
  let letGo: () => void = () => {};
  const draining = new Promise<void>((resolve) => (letGo = resolve));
  const connection = {
    user: { id: 1, username: 'ada' },
    closed: false,
    send: (frame: ServerSocketMessage) => void sent.push(frame),
    drained: () => draining,
  } as unknown as Connection;
  const seqs = () => sent.flatMap((frame) => (frame.type === 'chat' ? [frame.message.seq] : []));
  return { connection, seqs, letGo };
}

describe('a chat socket resuming while the room is busy', () => {
  it('hears every message once and in order, however many came live while it was slow to take the history', async () => {
    const stored = Array.from({ length: BATCH + 1 }, (_, index) => messageOf(index + 1));
    const { connection, seqs, letGo } = recordingConnection();
    const relay = chatRelay({
      connection,
      partnerUsername: 'bola',
      batchSize: BATCH,
      messagesAfter: async (afterSeq, limit) => stored.filter((message) => message.seq > afterSeq).slice(0, limit),
    });

    const resuming = relay.resume(0);
    await Promise.resolve();
    // Ten batches' worth arrive (and are stored) while the first batch is still unread.
    for (let seq = BATCH + 2; seq <= BATCH * 11; seq += 1) {
      stored.push(messageOf(seq));
      relay.fromRoom({ type: 'chat', message: messageOf(seq) });
    }
    letGo();
    await resuming;
    relay.fromRoom({ type: 'chat', message: messageOf(BATCH * 11 + 1) });

    expect(seqs()).toEqual(Array.from({ length: BATCH * 11 + 1 }, (_, index) => index + 1));
  });
});

describe('a chat socket that hears a live message before its resume arrives', () => {
  it('is not sent that message again by the resume', async () => {
    const stored = [1, 2, 3, 4, 5].map(messageOf);
    const { connection, seqs, letGo } = recordingConnection();
    letGo();
    const relay = chatRelay({
      connection,
      partnerUsername: 'bola',
      batchSize: BATCH,
      messagesAfter: async (afterSeq, limit) => stored.filter((message) => message.seq > afterSeq).slice(0, limit),
    });

    relay.fromRoom({ type: 'chat', message: messageOf(5) });
    await relay.resume(3);

    expect(seqs()).toEqual([5, 4]);
  });
});
