import type { ServerProcess } from '../support/server-process';
import { SocketTrace } from './models/SocketTrace';
import { openChat, withConversation, type ChatSide } from './support/conversation';
import { JOURNEY_EVENTS, socketPaths, type JourneyEvent, type SocketPath } from './support/socketPaths';
import { expect, test } from './support/traced';

/**
 * Model-based journeys of the chat socket (issue 15): the paths are generated from the socket machine
 * (tests/e2e/support/socketPaths.ts, the shortest to every state the server can cause from a loaded room) and
 * drive the real app in Chromium against a real server of its own, stopped where the path says the server
 * closes the socket and started where it says the socket opens. After every step Ada's socket, read from her
 * page's trace, has reached the step's state, and her room shows it: 'Real-time chat unavailable' while the
 * socket is away, not once it is open. At the end of each path, with the server up, every message Ada typed
 * on the way reaches Bola once.
 */

const RECONNECT_TIMEOUT_MS = 60_000;
const DOWN_CYCLE = ['reconnecting', 'live.connecting'];

type Journey = { server: ServerProcess; ada: ChatSide; bola: ChatSide; trace: SocketTrace; up: boolean; typed: string[] };

const describeStep = (event: JourneyEvent) => (event === JOURNEY_EVENTS.serverStopped ? 'the server stops' : event.type);

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
  // The backoff runs out by itself while the server is away.
}

/**
 * The step's state reached since the step began (a server that takes longer to start than the socket's five
 * attempts, about 31 s, is met through disconnected and its recheck on the way). An event that leaves the model where it was (a message typed
 * while the server is away) is seen received, while the socket goes on trying (its backoff and attempts).
 */
async function expectStep(journey: Journey, step: SocketPath['steps'][number], since: number, before: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const recorded = await journey.trace.since(since);
        if (step.state !== before) return recorded.states.includes(step.state);
        return recorded.events.includes(step.event.type) && (DOWN_CYCLE.includes(step.state) || recorded.states.every((state) => state === step.state));
      },
      { message: `Ada's socket reaches ${step.state} on ${describeStep(step.event)}`, timeout: RECONNECT_TIMEOUT_MS },
    )
    .toBe(true);
  if (step.state.startsWith('live.open')) await expect(journey.ada.chat.unavailableBanner).toBeHidden({ timeout: RECONNECT_TIMEOUT_MS });
  else await expect(journey.ada.chat.unavailableBanner).toBeVisible();
}

async function walk(journey: Journey, path: SocketPath): Promise<void> {
  if (!journey.up) {
    await journey.server.start();
    journey.up = true;
  }
  await journey.ada.page.reload();
  await expect.poll(async () => (await journey.trace.since(0)).states.at(-1), { timeout: RECONNECT_TIMEOUT_MS }).toMatch(/^live\.open/);
  await expect(journey.ada.chat.unavailableBanner).toBeHidden();
  let before = 'live.open.outbox.ready';
  for (const step of path.steps) {
    const since = await journey.trace.now();
    await perform(journey, step.event, path);
    await expectStep(journey, step, since, before);
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
  expect(paths.map((path) => path.target).sort()).toEqual(['live.connecting', 'live.open.outbox.ready', 'live.open.outbox.replaying', 'reconnecting']);
  await withConversation(async ({ server, ada, bola, uniquecode }) => {
    const adaSide = await openChat(browser, server.url, ada, uniquecode);
    const bolaSide = await openChat(browser, server.url, bola, uniquecode);
    const journey: Journey = { server, ada: adaSide, bola: bolaSide, trace: new SocketTrace(adaSide.page), up: true, typed: [] };
    for (const path of paths) {
      const steps = path.steps.map((step) => `${describeStep(step.event)} -> ${step.state}`).join(', ');
      await test.step(`${path.target}: ${steps || 'the room loaded'}`, () => walk(journey, path));
    }
  });
});
