import { SocketTrace } from './models/SocketTrace';
import { signInContext } from './models/vendors';
import { openChat, withConversation } from './support/conversation';
import { describeStep, journeyDatabase, perform, removeDatabase, restoreRoom, serverUp, type Journey } from './support/socketJourney';
import { socketLeaves, socketPaths, STATES_WITHOUT_BROWSER_PATH, statesWithoutPath, type SocketPath } from './support/socketPaths';
import { expect, test } from './support/traced';

/**
 * Model-based journeys of the chat socket (issue 15): the paths are generated from the socket machine
 * (tests/e2e/support/socketPaths.ts, the shortest to every leaf state of the machine from a loaded room) and drive
 * the real app in Chromium against a real server of its own, stopped where the path says the server closes the
 * socket and started where it says the socket opens; Ada's session ended from another device where the server
 * refuses her, ten minutes jumped on her page's clock where she is idle, the page hidden as it is left
 * (pagehide) where she leaves, and the room gone from the server where it refuses the room (tests/e2e/support/
 * socketJourney.ts). After every step Ada's socket, read from her page's trace, has reached the step's state,
 * and her room shows it: 'Real-time chat unavailable' while the socket is away, not once it is open; the 4003
 * text when the room is refused; signed out, the sign-in page. At the end of each path, with the server up,
 * every message Ada typed on the way reaches Bola once, and her socket was in every leaf state the path is for
 * (the open socket's heartbeat awaiting its pong, say). A leaf state of the machine with no path fails the test.
 */

const RECONNECT_TIMEOUT_MS = 60_000;
const UNAVAILABLE = 'Real-time chat unavailable. Messages may be delayed.';
const FORBIDDEN = 'You do not have access to this chat room.';

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
  const banner = journey.ada.chat.banner;
  if (step.state === 'authFailed') await expect(journey.ada.page).toHaveURL(/\/login/);
  else if (step.state.startsWith('live.open')) await expect(banner).toBeHidden({ timeout: RECONNECT_TIMEOUT_MS });
  else await expect(banner).toHaveText(step.state === 'forbidden' ? FORBIDDEN : UNAVAILABLE);
  return reached;
}

/** Every leaf state the path is the shortest to was among her socket's states since the path began (from the open socket). */
async function expectTargets(journey: Journey, path: SocketPath, start: number): Promise<void> {
  const missing = async () => {
    const reached = new Set((await journey.trace.read()).leaves.slice(start).flat());
    return path.targets.filter((target) => !reached.has(target));
  };
  await expect.poll(missing, { message: `Ada's socket was in ${path.targets.join(', ')}`, timeout: RECONNECT_TIMEOUT_MS }).toEqual([]);
}

async function walk(journey: Journey, path: SocketPath): Promise<void> {
  await serverUp(journey);
  // Signed in afresh (a path may have ended her session), the room loaded again.
  await signInContext(journey.ada.page.context(), journey.server.url, journey.person);
  await journey.ada.chat.open(journey.uniquecode);
  await expect.poll(async () => (await journey.trace.read()).states.at(-1), { timeout: RECONNECT_TIMEOUT_MS }).toMatch(/^live\.open/);
  await expect(journey.ada.chat.banner).toBeHidden();
  const start = (await journey.trace.read()).states.length - 1;
  let seen = start + 1;
  let before = 'live.open.outbox.ready';
  for (const step of path.steps) {
    await perform(journey, step.event, path);
    seen = await expectStep(journey, step, seen, before);
    before = step.state;
  }
  await expectTargets(journey, path, start);
  await serverUp(journey);
  for (const text of journey.typed) await expect(journey.bola.chat.message(text)).toHaveCount(1, { timeout: RECONNECT_TIMEOUT_MS });
  journey.typed = [];
  await restoreRoom(journey);
}

test('the chat socket follows its machine: the shortest path to every state, driven against the real server', async ({ browser }) => {
  test.setTimeout(600_000);
  const paths = socketPaths();
  expect(statesWithoutPath(paths), 'leaf states of the socket machine without a browser path').toEqual([]);
  expect(Object.keys(STATES_WITHOUT_BROWSER_PATH).filter((state) => !socketLeaves().includes(state))).toEqual([]);
  const database = journeyDatabase();
  try {
    await withConversation(
      async ({ server, api, ada, bola, uniquecode }) => {
        const adaSide = await openChat(browser, server.url, ada, uniquecode);
        // Ada's clock, for her ten idle minutes: installed now, it runs from the next load of her room (every path's first).
        await adaSide.page.clock.install();
        const bolaSide = await openChat(browser, server.url, bola, uniquecode);
        const trace = new SocketTrace(adaSide.page);
        const journey: Journey = { server, database, api, person: ada, uniquecode, ada: adaSide, bola: bolaSide, trace, up: true, roomGone: false, typed: [] };
        for (const path of paths) {
          const steps = path.steps.map((step) => `${describeStep(step.event)} -> ${step.state}`).join(', ');
          await test.step(`${path.targets.join(', ')}: ${steps || 'the room loaded'}`, () => walk(journey, path));
        }
      },
      { DATABASE_URL: `sqlite:${database}` },
    );
  } finally {
    removeDatabase(database);
  }
});
