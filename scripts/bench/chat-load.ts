/**
 * One process of the chat benchmark's load generator: it opens its share of the sockets (whole rooms, so a
 * message's sender and recipient share a clock), sends on the parent's word and reports what it counted.
 * Several of them open 10,000 sockets without the generator's own event loop becoming the bottleneck.
 */
import WebSocket from 'ws';
import type { LoadCommand, LoadReport, LoadTally, Seat } from './chat-load-pool';
import { meterPauses } from './pause-meter';

const CONNECT_CONCURRENCY = 50;
/** After the load, frames still coming are waited for until none has come for this long: what never comes is lost. */
const DRAIN_QUIET_MS = 5000;

/** Milliseconds on a clock every process of the machine shares. */
const now = () => performance.timeOrigin + performance.now();

const emptyTally = (): LoadTally => ({ sent: 0, delivered: 0, confirmed: 0, errors: 0, latencies: [], startedAt: now(), lastDeliveryAt: now() });

let tally = emptyTally();
const pauses = meterPauses();
const report = (message: LoadReport) => process.send?.(message);

function connect(seat: Seat, readyType: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(seat.url);
    let opened = false;
    const ready = (type: string) => {
      if (opened || type !== readyType) return;
      opened = true;
      resolve(socket);
    };
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { message: string } };
      if (frame.type === 'chat' && frame.message) {
        tally.delivered += 1;
        tally.lastDeliveryAt = now();
        tally.latencies.push(now() - Number(frame.message.message.split(' ', 1)[0]));
      } else if (frame.type === 'message_sent') tally.confirmed += 1;
      else if (frame.type === 'error') tally.errors += 1;
      ready(frame.type);
    });
    socket.on('open', () => ready('open'));
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (!opened) reject(new Error(`socket closed with ${code} before it was ready`));
    });
  });
}

async function connectAll(seats: Seat[], readyType: string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let first = 0; first < seats.length; first += CONNECT_CONCURRENCY) {
    sockets.push(...(await Promise.all(seats.slice(first, first + CONNECT_CONCURRENCY).map((seat) => connect(seat, readyType)))));
  }
  return sockets;
}

/** Every socket sends `rate` messages a second, each on its own phase, for the given seconds. */
async function load(sockets: WebSocket[], seats: Seat[], command: Extract<LoadCommand, { type: 'load' }>): Promise<void> {
  const { rate, bytes } = command.options;
  const interval = 1000 / rate;
  const endAt = now() + command.seconds * 1000;
  const filler = 'x'.repeat(bytes);
  await Promise.all(
    sockets.map(
      (socket, index) =>
        new Promise<void>((done) => {
          const seat = seats[index];
          if (!seat) return done();
          let count = 0;
          const send = () => {
            if (now() >= endAt) return done();
            count += 1;
            const text = `${now().toFixed(3)} ${filler}`.slice(0, Math.max(bytes, 18));
            // The warm-up and the measured load never share a temp_id (a resend is confirmed, not delivered again).
            socket.send(JSON.stringify({ type: 'message', message: text, temp_id: `${command.runId}-${index}-${count}`, uniquecode: seat.uniquecode, sender: seat.username }));
            tally.sent += 1;
            setTimeout(send, interval);
          };
          setTimeout(send, Math.random() * interval);
        }),
    ),
  );
  await drained();
}

async function drained(): Promise<void> {
  let seen = -1;
  let quietSince = now();
  while (tally.delivered < tally.sent || tally.confirmed < tally.sent) {
    if (tally.delivered + tally.confirmed !== seen) {
      seen = tally.delivered + tally.confirmed;
      quietSince = now();
    } else if (now() - quietSince > DRAIN_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let sockets: WebSocket[] = [];
let seats: Seat[] = [];

async function obey(command: LoadCommand): Promise<void> {
  if (command.type === 'connect') {
    seats = command.seats;
    sockets = await connectAll(seats, command.readyType);
    report({ type: 'connected', sockets: sockets.length });
  } else if (command.type === 'load') {
    tally = emptyTally();
    pauses.reset();
    await load(sockets, seats, command);
    report({ type: 'loaded', tally, pauses: pauses.read() });
  } else {
    await Promise.all(sockets.map((socket) => new Promise((closed) => {
      socket.once('close', closed);
      socket.close(1000);
    })));
    report({ type: 'closed' });
    process.disconnect();
  }
}

process.on('message', (command: LoadCommand) => {
  obey(command).catch((error: unknown) => {
    process.stderr.write(`chat load process failed: ${String(error)}\n`);
    process.exit(1);
  });
});
