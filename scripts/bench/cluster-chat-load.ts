import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { Pair } from './chat-fanout';

const OPEN_TIMEOUT_MS = 30_000;
const QUIET_MS = 500;
const DRAIN_TIMEOUT_MS = 30_000;
const RECONNECT_MS = 100;

export type ChatThroughput = { perSecond: number; confirmed: number; delivered: number; reconnects: number; p50: number; p99: number };

type Message = { id: number; seq: number };
type Frame = { type: string; message?: Message; last_seq?: number };

/** One member's socket, kept as the app keeps it: a close it did not ask for reconnects and resumes after the last seq it has every message up to. */
type Seat = { url: string; uniquecode: string; username: string; socket?: WebSocket; pending?: string; sentAt: number; seqs: Set<number>; wholeUpTo: number; heard: Set<number> };

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * A closed loop: every socket sends its next message as soon as the server confirmed the last (message_sent),
 * for `seconds`, so the rate is what the processes and the database sustain, not what a client offers. Sockets
 * connect through the proxy in turn, so a room's two members are mostly on different processes and each message
 * crosses Redis. A socket the server closes (1012 when a process may have missed a frame through Redis) comes back
 * and resumes as the app does. Counts messages confirmed a second and checks every one reached the other member
 * (by id, so a message heard twice counts once); the time from send to confirmation (p50, p99).
 */
export async function chatThroughput(root: string, pairs: readonly Pair[], seconds: number): Promise<ChatThroughput> {
  const seats: Seat[] = pairs.flatMap((pair) =>
    pair.members.map((member) => ({ url: `${root}/chat/${pair.uniquecode}/?token=${member.token}`, uniquecode: pair.uniquecode, username: member.username, sentAt: 0, seqs: new Set<number>(), wholeUpTo: 0, heard: new Set<number>() })),
  );
  let running = false;
  let stopping = false;
  let confirmed = 0;
  let reconnects = 0;
  let opened = 0;
  let turn = 0;
  // The server takes a temp_id it has seen in the room for the same message sent again: each run needs its own.
  const run = randomBytes(4).toString('hex');
  const latencies: number[] = [];

  const seen = (seat: Seat, message: Message) => {
    seat.seqs.add(message.seq);
    while (seat.seqs.has(seat.wholeUpTo + 1)) seat.wholeUpTo += 1;
  };
  const send = (seat: Seat) => {
    turn += 1;
    seat.sentAt = performance.now();
    seat.pending = JSON.stringify({ type: 'message', message: `bench ${turn}`, temp_id: `bench-${run}-${turn}`, uniquecode: seat.uniquecode, sender: seat.username });
    seat.socket?.send(seat.pending);
  };
  const hear = (seat: Seat, frame: Frame) => {
    if (frame.type === 'connection_established') {
      // The rooms are the same in every run: what an earlier run said there is not this run's to count.
      if (!running && !stopping) seat.wholeUpTo = Math.max(seat.wholeUpTo, frame.last_seq ?? 0);
      opened += 1;
      seat.socket?.send(JSON.stringify({ type: 'resume', after_seq: seat.wholeUpTo }));
      if (seat.pending) seat.socket?.send(seat.pending);
    } else if (frame.type === 'chat' && frame.message) {
      seen(seat, frame.message);
      seat.heard.add(frame.message.id);
    } else if (frame.type === 'message_sent' && frame.message && seat.pending) {
      seen(seat, frame.message);
      seat.pending = undefined;
      confirmed += 1;
      latencies.push(performance.now() - seat.sentAt);
      if (running) send(seat);
    }
  };
  const open = (seat: Seat) => {
    const socket = new WebSocket(seat.url);
    seat.socket = socket;
    socket.on('message', (data) => hear(seat, JSON.parse(String(data)) as Frame));
    socket.on('error', () => {});
    socket.on('close', () => {
      if (stopping) return;
      reconnects += 1;
      setTimeout(() => open(seat), RECONNECT_MS);
    });
  };

  seats.forEach(open);
  await until(() => opened >= seats.length, OPEN_TIMEOUT_MS);
  running = true;
  const started = performance.now();
  seats.forEach(send);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  const counted = confirmed;
  const delivered = () => seats.reduce((sum, seat) => sum + seat.heard.size, 0);
  // What is in flight when the loop stops still arrives: wait for the last confirmations and their deliveries.
  await until(() => seats.every((seat) => seat.pending === undefined) && delivered() === confirmed, DRAIN_TIMEOUT_MS).catch(() => undefined);
  stopping = true;
  for (const seat of seats) seat.socket?.close(1000);
  if (delivered() !== confirmed) throw new Error(`chat: ${confirmed} messages confirmed but ${delivered()} delivered`);
  latencies.sort((a, b) => a - b);
  return { perSecond: counted / elapsed, confirmed, delivered: delivered(), reconnects, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function until(ready: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 10));
  }
}
