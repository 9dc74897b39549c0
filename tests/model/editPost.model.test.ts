import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { toEditPayload, type EditPostContext } from '../../src/machines/editPost';
import { editedPost, editPostEventFixtures, editPostModel, editPostSystemEvents, editPostVariants, retitled, titleCleared } from './editPost.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const byType = (prefix: string, index = 0): AnyEventObject => systemEvent(editPostSystemEvents, prefix, index);
const prepared = byType('xstate.done.actor.', 0);
const saved = byType('xstate.done.actor.', 1);
const refused = byType('xstate.done.actor.', 2);
const notYours = byType('xstate.done.actor.', 3);
const submit = editPostEventFixtures['form.submitted'][0];
const cancel = editPostEventFixtures['form.cancelled'][0];
const [picked, pdf] = editPostEventFixtures['media.picked'];
const removeFirst = editPostEventFixtures['photo.removed'][0];
const backFirst = editPostEventFixtures['photo.moved'][0];

describe('editPost machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(editPostModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; context?: Partial<EditPostContext> }> = [
      { name: 'a new title saves and the form is done', events: [prepared, retitled, submit, saved], value: 'saved' },
      {
        name: 'a cleared title is refused with the create form’s messages and nothing is sent',
        events: [prepared, titleCleared, submit],
        value: 'form',
        context: { revealAll: true },
      },
      {
        name: 'the server’s refusal stays under its field',
        events: [prepared, retitled, submit, refused],
        value: 'form',
        context: { failure: MESSAGES.titleTooLong, serverErrors: { title: MESSAGES.titleTooLong } },
      },
      { name: 'someone else’s post says so', events: [prepared, retitled, submit, notYours], value: 'form', context: { failure: MESSAGES.notYourPostToEdit } },
      { name: 'a file that is not a picture is refused', events: [prepared, ...(pdf ? [pdf] : [])], value: 'form', context: { mediaErrors: ['notes.pdf is not a valid image or video file'] } },
      { name: 'cancel after a change asks first', events: [prepared, retitled, cancel], value: 'confirmingDiscard' },
      { name: 'cancel of an unchanged post closes at once', events: [prepared, cancel], value: 'closed' },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(editPostModel, editPostVariants.multiple, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        if (pinned.context) expect(path.state.context).toMatchObject(pinned.context);
      });
    }

    it('sends the photos in their new order: the back moved first, a new file added, then the back removed', async () => {
      const path = await replayJourney(editPostModel, editPostVariants.multiple, [prepared, backFirst, ...(picked ? [picked] : []), removeFirst]);
      const context = path.state.context as EditPostContext;
      const { payload, files } = toEditPayload(context.values, context.username, context.photos);
      expect(payload.photos).toEqual([{ keep: editedPost.images[0]?.url }, { upload: 0 }]);
      expect(files.map((file) => file.name)).toEqual(['side.png']);
      expect(payload.title).toBe(editedPost.title);
    });
  });
});
