import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { likeMachine, selectLikeCount, selectLiked, type LikeAnswer, type LikeRequest } from '../../src/machines/like';
import { postShadowMachine, selectCommentCountOf, selectLikeOf, type PostFacts, type PostShadowEmitted } from '../../src/machines/postShadow';

type Pending = { input: LikeRequest; resolve: (answer: LikeAnswer) => void };

function start() {
  const requests: Pending[] = [];
  const emitted: PostShadowEmitted[] = [];
  const sendLike = fromPromise<LikeAnswer, LikeRequest>(({ input }) => new Promise((resolve) => requests.push({ input, resolve })));
  const actor = createActor(postShadowMachine.provide({ actors: { like: likeMachine.provide({ actors: { sendLike } }) } }));
  actor.on('post.commentHeard', (event) => emitted.push(event));
  actor.start();
  const like = (postId = 7) => {
    const ref = selectLikeOf(postId)(actor.getSnapshot());
    if (!ref) throw new Error(`post ${postId} has no like actor`);
    return ref;
  };
  /** The heart every view of the post shows. */
  const heart = (postId = 7) => ({ liked: selectLiked(like(postId).getSnapshot()), count: selectLikeCount(like(postId).getSnapshot()) });
  const see = (facts: Partial<PostFacts> = {}) => actor.send({ type: 'post.seen', post: { id: 7, liked: false, no_of_likes: 3, no_of_comments: 2, ...facts } });
  return { actor, requests, emitted, like, heart, see, comments: () => selectCommentCountOf(7)(actor.getSnapshot()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('post shadow', () => {
  it('gives every view of a post one like actor: a like pressed in one shows in the other, and the next press unlikes', async () => {
    const shadow = start();
    shadow.see(); // the feed card
    const card = shadow.like();
    shadow.see(); // the popup, loaded with the same numbers
    expect(shadow.like()).toBe(card);
    shadow.like().send({ type: 'like.toggled', signedIn: true });
    expect(shadow.heart()).toEqual({ liked: true, count: 4 });
    shadow.requests[0]?.resolve({ post_id: 7, liked: true, no_of_likes: 4 });
    await settle();
    // The popup closes; the card is shown again with the numbers of its feed page: they change nothing.
    shadow.see();
    expect(shadow.heart()).toEqual({ liked: true, count: 4 });
    card.send({ type: 'like.toggled', signedIn: true });
    expect(shadow.requests[1]?.input).toEqual({ postId: 7, liked: false });
    expect(shadow.heart()).toEqual({ liked: false, count: 3 });
  });

  it('takes newer server numbers when a view reports different ones', () => {
    const shadow = start();
    shadow.see();
    shadow.see({ liked: true, no_of_likes: 9, no_of_comments: 5 });
    expect(shadow.heart()).toEqual({ liked: true, count: 9 });
    expect(shadow.comments()).toBe(5);
  });

  it('keeps one comment count for every view', () => {
    const shadow = start();
    shadow.see();
    shadow.actor.send({ type: 'post.commentsCounted', postId: 7, count: 3 });
    expect(shadow.comments()).toBe(3);
    shadow.see();
    expect(shadow.comments()).toBe(3);
  });

  it("moves the count for someone else's like and the heart too for the viewer's own like elsewhere", () => {
    const shadow = start();
    shadow.see();
    const heard = (username: string, liked: boolean, count: number) =>
      shadow.actor.send({ type: 'post.heard', viewer: 'alice', activity: { kind: 'like', postId: 7, liked, count, username } });
    heard('bola', true, 4);
    expect(shadow.heart()).toEqual({ liked: false, count: 4 });
    heard('alice', true, 5);
    expect(shadow.heart()).toEqual({ liked: true, count: 5 });
  });

  it("tells the comments of someone else's comment, not of the viewer's own", () => {
    const shadow = start();
    shadow.see();
    shadow.actor.send({ type: 'post.heard', viewer: 'alice', activity: { kind: 'comment', postId: 7, username: 'alice' } });
    expect(shadow.emitted).toEqual([]);
    shadow.actor.send({ type: 'post.heard', viewer: 'alice', activity: { kind: 'comment', postId: 7, username: 'bola' } });
    expect(shadow.emitted).toEqual([{ type: 'post.commentHeard', postId: 7 }]);
  });
});
