import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { fuzzParameters } from './fuzz-settings';
import { useLiveServer, type LiveServer } from './live-server';
import { exchangeFrames, refusalProblem } from './socket-checks';
import { openFuzzSocket, type FuzzSocket } from './socket-client';
import { oddUpgrade, socketCase, socketPath, type SocketKind } from './socket-cases';

/** Sized so this file takes well under a minute per database on a 2-core machine. */
const DEFAULT_FRAME_RUNS = 2000;
const DEFAULT_UPGRADE_RUNS = 300;

/** One open socket of each kind for the caller, opened again once the server closed it. */
function socketPool(live: () => LiveServer) {
  const open = new Map<SocketKind, FuzzSocket>();
  return {
    async of(kind: SocketKind): Promise<FuzzSocket> {
      const current = open.get(kind);
      if (current?.isOpen()) return current;
      const { host, port, known, caller } = live();
      const socket = openFuzzSocket(`ws://${host}:${port}${socketPath(kind, known, caller.token)}`);
      const opened = await socket.opened;
      if (!opened.open) throw new Error(`the ${kind} socket of a signed-in member was refused: ${opened.status}`);
      open.set(kind, socket);
      return socket;
    },
    async closeAll(): Promise<void> {
      await Promise.all([...open.values()].map((socket) => socket.close()));
    },
  };
}

describe('every socket message type, valid and hostile frames', () => {
  const live = useLiveServer();
  const sockets = socketPool(live);
  afterAll(() => sockets.closeAll());

  it('answers each frame (an error frame at most) or closes with 1008, 1009 or a 4xxx code, never a server fault', async () => {
    await fc.assert(
      fc.asyncProperty(socketCase(live().known), async ({ kind, frames }) => {
        const socket = await sockets.of(kind);
        const outcome = await exchangeFrames(socket, frames);
        if (outcome.problem) {
          const sent = frames.map((frame) => `  ${frame.label}: ${JSON.stringify(String(frame.data).slice(0, 300))}`).join('\n');
          throw new Error(`${outcome.problem}\n${kind} socket, frames:\n${sent}`);
        }
      }),
      fuzzParameters('socket frames fuzz', DEFAULT_FRAME_RUNS),
    );
  }, 600_000);

  it('refuses sockets opened with odd paths and keys with a close code or a 4xx', async () => {
    const { host, port, known } = live();
    await fc.assert(
      fc.asyncProperty(oddUpgrade(known), async (path) => {
        const socket = openFuzzSocket(`ws://${host}:${port}${path}`);
        const problem = await refusalProblem(socket);
        await socket.close();
        if (problem) throw new Error(`${problem}\n  ${path.slice(0, 300)}`);
      }),
      fuzzParameters('socket upgrade fuzz', DEFAULT_UPGRADE_RUNS),
    );
  }, 600_000);
});
