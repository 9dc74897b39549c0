/**
 * What a machine reads from the device (the time, a fresh temp id) is recorded with the trace and given back
 * in the replay, and a child machine in a replay leaves its parent's events to the trace.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatRoomMachine } from '../../src/machines/chatRoom';
import { findMachine } from '../../src/machines/registry';
import { listenToDeviceReadings } from '../../src/machines/shared/deviceReadings';
import type { socketMachine } from '../../src/machines/socket';
import { createTraceRecorder, type TraceFile } from '../../src/trace';
import { formatReport, replayTrace } from '../../src/trace/trace.replay';
import { messagesAnswerOf } from '../fixtures/chat';
import { chatInput, fakeChatSocket, settle } from '../machines/chatRoom.fake';

/** A chat room as the browser runs it (the device's clock and temp ids), where a message goes over an open socket. */
async function recordSentMessage(): Promise<TraceFile> {
  const recorder = createTraceRecorder();
  listenToDeviceReadings(recorder.reading);
  const socket = fakeChatSocket();
  const machine = chatRoomMachine.provide({
    actors: {
      loadRoom: fromPromise(async () => messagesAnswerOf([])),
      markRead: fromPromise<void, { uniquecode: string }>(async () => undefined),
      socket: socket.logic as unknown as typeof socketMachine,
    },
  });
  const room = createActor(machine, { inspect: recorder.inspect, input: chatInput() }).start();
  await settle();
  socket.status('connected');
  room.send({ type: 'composer.typed' });
  room.send({ type: 'composer.submitted', text: 'Is the necklace still available?' });
  room.stop();
  return recorder.toFile();
}

const failedSteps = (file: TraceFile) =>
  replayTrace(file, findMachine)
    .actors.filter((actor) => actor.status === 'failed')
    .map((actor) => `${actor.machine}: ${actor.reason ?? ''}`);

describe('device readings in a trace', () => {
  afterEach(() => listenToDeviceReadings(undefined));

  it('records the temp id and the time a sent message read, under the room that read them', async () => {
    const file = await recordSentMessage();
    const room = file.entries.find((entry) => entry.kind === 'actor' && entry.machine === 'chatRoom');
    const readings = file.entries.filter((entry) => entry.kind === 'reading');
    expect(readings.map((entry) => entry.kind === 'reading' && [entry.actor, entry.name])).toEqual([
      [room?.actor, 'newTempId'],
      [room?.actor, 'clock.now'],
    ]);
  });

  it('replays the room to the recorded message: the same temp id and time, and no socket of its own answering the room', async () => {
    const file = await recordSentMessage();
    const report = replayTrace(file, findMachine);
    expect(report.ok, formatReport(report)).toBe(true);
    expect(report.actors.find((actor) => actor.machine === 'chatRoom')?.steps.at(-1)?.actual).toMatchObject({ loaded: { composer: 'sendingOverSocket' } });
  });

  it('diverges at the send when the readings are not in the trace', async () => {
    const file = await recordSentMessage();
    const withoutReadings = { ...file, entries: file.entries.filter((entry) => entry.kind !== 'reading') };
    expect(failedSteps(withoutReadings)).toEqual([expect.stringMatching(/^chatRoom: diverged at composer.submitted/)]);
  });
});
