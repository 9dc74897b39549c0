import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectCommentCountOf, selectLikeOf, type PostShadowSnapshot } from '../../src/machines/postShadow';
import { expectFullCoverage, replayJourney } from './harness';
import { postShadowEventFixtures as fixtures, postShadowModel, postShadowVariant } from './postShadow.model';

const [seen, seenNewer] = fixtures['post.seen'];
const [othersLike, ownLike, othersComment] = fixtures['post.heard'];

describe('post shadow machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(postShadowModel);
  });

  it('a counted comment shows in every view of the post', async () => {
    const path = await replayJourney(postShadowModel, postShadowVariant, [seen, ...fixtures['post.commentsCounted']]);
    expect(selectCommentCountOf(42)(path.state as PostShadowSnapshot)).toBe(2);
  });

  // The graph does not run the like children; these run the shadow itself to read them.
  const likeJourneys = [
    { name: 'newer server numbers replace the shown ones', events: [seen, seenNewer], server: { liked: false, count: 5 } },
    { name: "someone else's like moves only the count", events: [seen, othersLike], server: { liked: false, count: 4 } },
    { name: "the viewer's own like elsewhere also fills the heart", events: [seen, ownLike], server: { liked: true, count: 4 } },
  ];
  for (const journey of likeJourneys) {
    it(journey.name, () => {
      const shadow = createActor(postShadowModel.machine).start();
      for (const event of journey.events) shadow.send(event);
      expect(selectLikeOf(42)(shadow.getSnapshot() as PostShadowSnapshot)?.getSnapshot().context.server).toEqual(journey.server);
    });
  }

  it("someone else's comment asks the comments to reload", () => {
    const shadow = createActor(postShadowModel.machine).start();
    const heard: unknown[] = [];
    shadow.on('post.commentHeard', (event) => heard.push(event));
    shadow.send(seen);
    shadow.send(othersComment);
    expect(heard).toEqual([{ type: 'post.commentHeard', postId: 42 }]);
  });
});
