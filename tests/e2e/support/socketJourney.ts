import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import SqliteDatabase from 'better-sqlite3';
import { DURATIONS } from '../../../src/contract';
import type { ServerProcess } from '../../support/server-process';
import type { Person } from '../models/people';
import type { SocketTrace } from '../models/SocketTrace';
import { authorization, sessionToken } from '../models/vendors';
import type { ChatSide } from './conversation';
import { JOURNEY_EVENTS, type JourneyEvent, type SocketPath } from './socketPaths';

/** Ada's and Bola's browsers on their room, on a server of their own whose database file the journey knows. */
export type Journey = {
  server: ServerProcess;
  database: string;
  api: APIRequestContext;
  person: Person;
  uniquecode: string;
  ada: ChatSide;
  bola: ChatSide;
  trace: SocketTrace;
  up: boolean;
  /** The room's code was moved away while the server was stopped: no room is at `uniquecode`. */
  roomGone: boolean;
  typed: string[];
};

const STEP_NAMES = new Map<JourneyEvent, string>([
  [JOURNEY_EVENTS.opened, 'the server is up and the socket opens'],
  [JOURNEY_EVENTS.serverStopped, 'the server stops'],
  [JOURNEY_EVENTS.backoffOver, 'the backoff runs out'],
  [JOURNEY_EVENTS.refused, 'the attempt is refused'],
  [JOURNEY_EVENTS.typed, 'Ada types a message'],
  [JOURNEY_EVENTS.sessionEnded, "Ada's session is ended from another device"],
  [JOURNEY_EVENTS.idle, 'ten minutes pass without Ada touching the page'],
  [JOURNEY_EVENTS.left, 'Ada leaves the page'],
  [JOURNEY_EVENTS.roomGone, 'the server comes back without the room'],
]);
export const describeStep = (event: JourneyEvent): string => STEP_NAMES.get(event) ?? event.type;

/** The server's SQLite file, in a folder of its own that `removeDatabase` deletes. */
export function journeyDatabase(): string {
  return join(mkdtempSync(join(tmpdir(), 'socket-journey-')), 'market.sqlite');
}

export const removeDatabase = (file: string): void => rmSync(join(file, '..'), { recursive: true, force: true });

/** What an operator's edit of a stopped server's database does: the room's code moves, so the old one names no room. */
function moveRoomCode(file: string, from: string, to: string): void {
  const database = new SqliteDatabase(file);
  try {
    const moved = database.prepare('update chat_rooms set uniquecode = ? where uniquecode = ?').run(to, from).changes;
    if (moved !== 1) throw new Error(`no chat room ${from} in ${file}`);
  } finally {
    database.close();
  }
}

const goneCode = (uniquecode: string) => `${uniquecode}-gone`;

export async function serverUp(journey: Journey): Promise<void> {
  if (journey.up) return;
  await journey.server.start();
  journey.up = true;
}

export async function serverDown(journey: Journey): Promise<void> {
  if (!journey.up) return;
  await journey.server.stop();
  journey.up = false;
}

/** The server stops, comes back without the room (its code moved), and refuses the room's sockets with 4003. */
export async function roomGone(journey: Journey): Promise<void> {
  await serverDown(journey);
  moveRoomCode(journey.database, journey.uniquecode, goneCode(journey.uniquecode));
  journey.roomGone = true;
  await serverUp(journey);
}

/** The room back where it was (a stop and a start), and Bola's page loaded again: his socket was refused too. */
export async function restoreRoom(journey: Journey): Promise<void> {
  if (!journey.roomGone) return;
  await serverDown(journey);
  moveRoomCode(journey.database, goneCode(journey.uniquecode), journey.uniquecode);
  journey.roomGone = false;
  await serverUp(journey);
  await journey.bola.chat.open(journey.uniquecode);
}

/**
 * Causes the step's event the way it happens to Ada: the server stopped or started, a message typed, her
 * session ended with Sign out other sessions, ten minutes jumped on her page's clock (installed before the
 * room loaded, so the page's own timers fire as they would), the page hidden as it is left (pagehide, the
 * event presence listens to), or the room gone when the server comes back. The backoff running out, and an
 * attempt being refused, happen by themselves while the server is away.
 */
export async function perform(journey: Journey, event: JourneyEvent, path: SocketPath): Promise<void> {
  const page = journey.ada.page;
  if (event === JOURNEY_EVENTS.opened) await serverUp(journey);
  if (event === JOURNEY_EVENTS.serverStopped) await serverDown(journey);
  if (event === JOURNEY_EVENTS.typed) {
    const text = `on the way to ${path.targets.join(' and ')}, message ${journey.typed.length + 1}`;
    journey.typed.push(text);
    await journey.ada.chat.send(text);
  }
  if (event === JOURNEY_EVENTS.sessionEnded) {
    const elsewhere = await sessionToken(journey.api, journey.person);
    const ended = await journey.api.post('/api/sessions/signout-others', { headers: authorization(elsewhere) });
    expect(ended.ok(), await ended.text()).toBe(true);
  }
  if (event === JOURNEY_EVENTS.idle) await page.clock.fastForward(DURATIONS.inactivityTimeout + 1_000);
  if (event === JOURNEY_EVENTS.left) await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  if (event === JOURNEY_EVENTS.roomGone) await roomGone(journey);
}
