import { ChatRoomTrace } from './models/ChatRoomTrace';
import { sentMessage } from './models/rooms';
import { SocketTrace } from './models/SocketTrace';
import { sessionToken } from './models/vendors';
import { chatRoomLeaves, chatRoomPaths, chatTargetsWithoutPath, CHAT_STATES_WITHOUT_BROWSER_PATH, happensByItself, type ChatPath } from './support/chatRoomPaths';
import { describeChatStep, expectView, finishPath, perform, restsAfter, type ChatJourney } from './support/chatRoomJourney';
import { openChat, withConversation } from './support/conversation';
import { listingPhotos } from './support/photos';
import { journeyDatabase, removeDatabase, serverUp } from './support/socketJourney';
import { leavesIn } from './support/socketPaths';
import { expect, test } from './support/traced';

/**
 * Model-based journeys of the chat room (issue 15): the paths are generated from the chat room machine
 * (tests/e2e/support/chatRoomPaths.ts: the shortest to every leaf state of its regions, and to what a person sees
 * happen to a message, from Ada opening a room) and drive the real app in Chromium against a real server of its
 * own, with Bola on the other side (tests/e2e/support/chatRoomJourney.ts). After every step Ada's chat room, read
 * from her page's trace, has entered the step's new states; where it rests, she sees what the step's snapshot
 * says: the banner in the spec's words, Bola typing, her messages on their way or not sent, her message read,
 * and the room's messages in order, each once. At each path's end every message she sent reaches Bola once.
 */

const HISTORY = 51;

/** The step's snapshot enters these leaf states (none when only its context changes). */
const entered = (path: ChatPath, at: number): string[] => {
  const before = at > 0 ? leavesIn(path.steps[at - 1]?.snapshot.value) : [];
  return leavesIn(path.steps[at]?.snapshot.value).filter((leaf) => !before.includes(leaf));
};

/** Some snapshot of her room since `from` is in every state the step enters. */
async function expectEntered(journey: ChatJourney, path: ChatPath, at: number, from: number): Promise<void> {
  const wanted = entered(path, at);
  let since: string[][] = [];
  const reached = async () => {
    since = (await journey.room.read()).slice(from);
    return since.some((leaves) => wanted.every((leaf) => leaves.includes(leaf)));
  };
  const step = path.steps[at];
  const name = `Ada's room enters ${wanted.join(', ')} on ${step ? describeChatStep(step.event) : '?'}`;
  // On failure the states her room went through instead are in the message.
  await expect.poll(reached, { message: name, timeout: 30_000 }).toBe(true).catch((error: unknown) => {
    throw new Error(`${name}; it went through:\n${since.map((leaves) => leaves.join(' ')).join('\n')}`, { cause: error });
  });
}

async function walk(journey: ChatJourney, path: ChatPath): Promise<void> {
  await serverUp(journey);
  let from = 0;
  for (const [at, step] of path.steps.entries()) {
    const opensPage = at === 0;
    if (!happensByItself(path, at)) from = opensPage ? 0 : (await journey.room.read()).length;
    await perform(journey, path, at);
    await expectEntered(journey, path, at, from);
    if (restsAfter(path, at)) await expectView(journey, step.snapshot);
  }
  const seen = new Set((await journey.room.read()).flat());
  expect(path.targets.filter((target) => chatRoomLeaves().includes(target) && !seen.has(target)), "leaf states Ada's room was not in").toEqual([]);
  await finishPath(journey);
}

test("Ada's chat room follows its machine: the shortest path to every state, driven against the real server", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const paths = chatRoomPaths();
  expect(chatTargetsWithoutPath(paths), 'leaf states of the chat room machine without a browser path').toEqual([]);
  expect(Object.keys(CHAT_STATES_WITHOUT_BROWSER_PATH).filter((state) => !chatRoomLeaves().includes(state))).toEqual([]);
  const [, picture] = await listingPhotos(testInfo.outputPath('photos'));
  const database = journeyDatabase();
  try {
    await withConversation(
      async ({ server, api, ada, bola, uniquecode }) => {
        // More than a page of history, so that scrolling to the top reads an older page.
        const bolaToken = await sessionToken(api, bola);
        const stored = Array.from({ length: HISTORY }, (_, at) => `history ${at + 1}`);
        for (const text of stored) await sentMessage(api, bolaToken, uniquecode, text);
        const adaSide = await openChat(browser, server.url, ada, uniquecode);
        const bolaSide = await openChat(browser, server.url, bola, uniquecode);
        const journey: ChatJourney = {
          ...{ server, database, api, person: ada, uniquecode, ada: adaSide, bola: bolaSide, up: true, roomGone: false, typed: [] },
          trace: new SocketTrace(adaSide.page),
          room: new ChatRoomTrace(adaSide.page),
          stored,
          sentByAda: [],
          picture: picture.path,
        };
        for (const path of paths) {
          const steps = path.steps.map((step) => describeChatStep(step.event)).join(', ');
          await test.step(`${path.targets.join(', ')}: ${steps}`, () => walk(journey, path));
        }
      },
      { DATABASE_URL: `sqlite:${database}` },
    );
  } finally {
    removeDatabase(database);
  }
});
