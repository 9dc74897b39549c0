/**
 * A Create Post run with a picked photo and a failed submit replays to its recorded states: the form the
 * key was made for is kept in a shape a trace carries (a file is recorded as its type and size only).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES, MESSAGES } from '../../src/contract';
import { createPostMachine, type CreatePostOutcome, type PostOptions, type SubmitPostInput } from '../../src/machines/createPost';
import { findMachine } from '../../src/machines/registry';
import { listenToDeviceReadings } from '../../src/machines/shared/deviceReadings';
import { createTraceRecorder, type TraceFile } from '../../src/trace';
import { formatReport, replayTrace } from '../../src/trace/trace.replay';
import { fileOf } from '../fixtures/media';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const options: PostOptions = { categories: CATEGORIES, deliveryTimes: DELIVERY_TIMES };

async function recordFailedSubmit(): Promise<TraceFile> {
  const recorder = createTraceRecorder();
  listenToDeviceReadings(recorder.reading);
  const machine = createPostMachine.provide({
    actors: {
      loadPostOptions: fromPromise<PostOptions>(async () => options),
      submitPost: fromPromise<CreatePostOutcome, SubmitPostInput>(async () => ({ ok: false, status: 0, message: MESSAGES.networkError })),
    },
  });
  const actor = createActor(machine, { inspect: recorder.inspect, input: { username: 'mama_nkechi', allowMultiple: true } }).start();
  await settle();
  const values = { category_type: 'product', category: '1', title: 'Fresh tomatoes', caption: 'From the farm', price: '2500', delivery_time: 'same_day', description: 'A basket of ripe tomatoes.' } as const;
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field: field as keyof typeof values, value });
  actor.send({ type: 'media.picked', files: [fileOf('tomatoes.png', 'image/png')] });
  actor.send({ type: 'form.submitted' });
  await settle();
  actor.send({ type: 'form.submitted' });
  await settle();
  actor.stop();
  return recorder.toFile();
}

describe('a Create Post trace', () => {
  afterEach(() => listenToDeviceReadings(undefined));

  it('replays a submit with a photo, and its resend, to the recorded states', async () => {
    const file = await recordFailedSubmit();
    const report = replayTrace(JSON.parse(JSON.stringify(file)) as TraceFile, findMachine);
    const createPost = report.actors.find((actor) => actor.machine === 'createPost');
    expect(report.ok, formatReport(report)).toBe(true);
    expect(createPost?.steps.filter((step) => step.event === 'form.submitted')).toHaveLength(2);
  });
});
