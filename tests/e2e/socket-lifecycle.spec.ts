import type { APIRequestContext } from '@playwright/test';
import type { ServerProcess } from '../support/server-process';
import type { Person } from './models/people';
import { SocketTrace } from './models/SocketTrace';
import { authorization, sessionToken, signInContext } from './models/vendors';
import { openChat, withConversation, type ChatSide } from './support/conversation';
import { JOURNEY_EVENTS, socketPaths, type JourneyEvent, type SocketPath } from './support/socketPaths';
import { expect, test } from './support/traced';

/**
 * Model-based journeys of the chat socket (issue 15): the paths are generated from the socket machine
 * (tests/e2e/support/socketPaths.ts, the shortest to every state the server can cause from a loaded room) and
 * drive the real app in Chromium against a real server of its own, stopped where the path says the server
 * closes the socket and started where it says the socket opens, and Ada's session ended from another device
 * where it says the server refuses her. After every step Ada's socket, read from her page's trace, has reached
 * the step's state, and her room shows it: 'Real-time chat unavailable' while the socket is away, not once it
 * is open; signed out, the sign-in page. At the end of each path, with the server up, every message Ada typed
 * on the way reaches Bola once.
 */

const RECONNECT_TIMEOUT_MS = 60_000;

type Journey = {
  server: ServerProcess;
  api: APIRequestContext;
  person: Person;
  uniquecode: string;
  ada: ChatSide;
  bola: ChatSide;
  trace: SocketTrace;
  up: boolean;
  typed: string[];
};

const STEP_NAMES = new Map<JourneyEvent, string>([
  [JOURNEY_EVENTS.opened, 'the server is up and the socket opens'],
  [JOURNEY_EVENTS.serverStopped, 'the server stops'],
  [JOURNEY_EVENTS.backoffOver, 'the backoff runs out'],
  [JOURNEY_EVENTS.refused, 'the attempt is refused'],
  [JOURNEY_EVENTS.typed, 'Ada types a message'],
  [JOURNEY_EVENTS.sessionEnded, "Ada's session is ended from another device"],
]);
const describeStep = (event: JourneyEvent) => STEP_NAMES.get(event) ?? event.type;

async function perform(journey: Journey, event: JourneyEvent, path: SocketPath): Promise<void> {
  if (event === JOURNEY_EVENTS.opened && !journey.up) {
    await journey.server.start();
    journey.up = true;
  }
  if (event === JOURNEY_EVENTS.serverStopped) {
    await journey.server.stop();
    journey.up = false;
  }
  if (event === JOURNEY_EVENTS.typed) {
    const text = `on the way to ${path.target}, message ${journey.typed.length + 1}`;
    journey.typed.push(text);
    await journey.ada.chat.send(text);
  }
  if (event === JOURNEY_EVENTS.sessionEnded) {
    const elsewhere = await sessionToken(journey.api, journey.person);
    const ended = await journey.api.post('/api/sessions/signout-others', { headers: authorization(elsewhere) });
    expect(ended.ok(), await ended.text()).toBe(true);
  }
  // The backoff runs out, and an attempt is refused, by themselves while the server is away.
}

/**
 * Ada's socket took the step: it reached the step's state after the states the path has met so far (`seen`
 * of them), or, for an event that leaves the model where it was (a message typed while the server is away),
 * it was given the message. The real socket may pass through more on the way: the backoff's further
 * attempts, or disconnected and its recheck when the server takes longer to start than its five attempts
 * (about 31 s). Returns how many of its states the path has met now.
 */
async function expectStep(journey: Journey, step: SocketPath['steps'][number], seen: number, before: string): Promise<number> {
  let reached = seen;
  await expect
    .poll(
      async () => {
        const recorded = await journey.trace.read();
        if (step.state === before) return recorded.sends >= journey.typed.length;
        const at = recorded.states.indexOf(step.state, seen);
        if (at >= 0) reached = at + 1;
        return at >= 0;
      },
      { message: `Ada's socket reaches ${step.state} on ${describeStep(step.event)}`, timeout: RECONNECT_TIMEOUT_MS },
    )
    .toBe(true);
  if (step.state === 'authFailed') await expect(journey.ada.page).toHaveURL(/\/login/);
  else if (step.state.startsWith('live.open')) await expect(journey.ada.chat.unavailableBanner).toBeHidden({ timeout: RECONNECT_TIMEOUT_MS });
  else await expect(journey.ada.chat.unavailableBanner).toBeVisible();
  return reached;
}

async function walk(journey: Journey, path: SocketPath): Promise<void> {
  if (!journey.up) {
    await journey.server.start();
    journey.up = true;
  }
  // Signed in afresh (a path may have ended her session), the room loaded again.
  await signInContext(journey.ada.page.context(), journey.server.url, journey.person);
  await journey.ada.chat.open(journey.uniquecode);
  await expect.poll(async () => (await journey.trace.read()).states.at(-1), { timeout: RECONNECT_TIMEOUT_MS }).toMatch(/^live\.open/);
  await expect(journey.ada.chat.unavailableBanner).toBeHidden();
  let seen = (await journey.trace.read()).states.length;
  let before = 'live.open.outbox.ready';
  for (const step of path.steps) {
    await perform(journey, step.event, path);
    seen = await expectStep(journey, step, seen, before);
    before = step.state;
  }
  if (!journey.up) {
    await journey.server.start();
    journey.up = true;
  }
  for (const text of journey.typed) await expect(journey.bola.chat.message(text)).toHaveCount(1, { timeout: RECONNECT_TIMEOUT_MS });
  journey.typed = [];
}

test('the chat socket follows its machine through server stops and starts: the shortest path to every state the server can cause', async ({ browser }) => {
  test.setTimeout(600_000);
  const paths = socketPaths();
  expect(paths.map((path) => path.target).sort()).toEqual(['authFailed', 'disconnected', 'live.connecting', 'live.open.outbox.ready', 'live.open.outbox.replaying', 'reconnecting']);
  await withConversation(async ({ server, api, ada, bola, uniquecode }) => {
    const adaSide = await openChat(browser, server.url, ada, uniquecode);
    const bolaSide = await openChat(browser, server.url, bola, uniquecode);
    const trace = new SocketTrace(adaSide.page);
    const journey: Journey = { server, api, person: ada, uniquecode, ada: adaSide, bola: bolaSide, trace, up: true, typed: [] };
    for (const path of paths) {
      const steps = path.steps.map((step) => `${describeStep(step.event)} -> ${step.state}`).join(', ');
      await test.step(`${path.target}: ${steps || 'the room loaded'}`, () => walk(journey, path));
    }
  });
});
