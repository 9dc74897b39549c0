import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { CreatePostContext } from '../../src/machines/createPost';
import {
  createPostEventFixtures,
  createPostModel,
  createPostSystemEvents,
  createPostVariants,
  fillEvents,
  typeChosen,
} from './createPost.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(createPostSystemEvents, prefix, index);
const prepared = byType('xstate.done.actor.', 0);
const created = byType('xstate.done.actor.', 1);
const refused = byType('xstate.done.actor.', 2);
const networkDown = byType('xstate.done.actor.', 3);
const reloadTimer = byType('xstate.after.');
const submit = createPostEventFixtures['form.submitted'][0];
const cancel = createPostEventFixtures['form.cancelled'][0];

describe('createPost machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(createPostModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; context?: Partial<CreatePostContext> }> = [
      {
        name: 'fill every required field, post, and the page reloads after 1 s',
        events: [prepared, ...fillEvents, submit, created, reloadTimer],
        value: 'reloading',
      },
      {
        name: 'an empty submit reveals every message and sends nothing',
        events: [prepared, submit],
        value: 'form',
        context: { revealAll: true },
      },
      {
        name: 'a refused post keeps the form with the server message under its field',
        events: [prepared, ...fillEvents, submit, refused],
        value: 'form',
        context: { failure: 'Title is taken', serverErrors: { title: 'Title is taken' } },
      },
      {
        name: 'a network failure says so',
        events: [prepared, ...fillEvents, submit, networkDown],
        value: 'form',
        context: { failure: MESSAGES.networkError },
      },
      {
        name: 'cancel with text asks first, and keeping on editing goes back to the form',
        events: [prepared, typeChosen, cancel, createPostEventFixtures['discard.dismissed'][0]],
        value: 'form',
      },
      {
        name: 'cancel of an untouched form closes at once',
        events: [prepared, cancel],
        value: 'closed',
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(createPostModel, createPostVariants.multiple, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        if (pinned.context) expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
