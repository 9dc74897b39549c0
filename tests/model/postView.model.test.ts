import { describe, expect, it } from 'vitest';
import { selectCanRetry, selectIsStartingChat, selectLinkCopied, selectStatus, type PostViewSnapshot } from '../../src/machines/postView';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { postViewEventFixtures as fixtures, postViewModel, postViewSystemEvents, postViewVariants } from './postView.model';

const loaded = systemEvent(postViewSystemEvents, 'xstate.done.actor.loadPost', 0);
const missing = systemEvent(postViewSystemEvents, 'xstate.done.actor.loadPost', 1);
const refused = systemEvent(postViewSystemEvents, 'xstate.done.actor.loadPost', 2);
const copied = systemEvent(postViewSystemEvents, 'xstate.done.actor.copyLink');
const feedbackOver = systemEvent(postViewSystemEvents, 'xstate.after.');
const [member, visitor] = fixtures['chat.requested'];
const copy = fixtures['link.copyRequested'][0];
const shown = (snapshot: PostViewSnapshot) => ({
  status: selectStatus(snapshot),
  canRetry: selectCanRetry(snapshot),
  startingChat: selectIsStartingChat(snapshot),
  copied: selectLinkCopied(snapshot),
});
const view = (status: string, more: Partial<ReturnType<typeof shown>> = {}) => ({ status, canRetry: false, startingChat: false, copied: false, ...more });

describe('post view machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(postViewModel);
  }, 120_000);

  const journeys = [
    { name: 'neither id nor post is No Post Data', variant: postViewVariants.noData, events: [], shown: view('noData') },
    { name: 'a 404 is Post Not Found', variant: postViewVariants.byId, events: [missing], shown: view('notFound') },
    { name: 'another refusal offers Try Again', variant: postViewVariants.byId, events: [refused], shown: view('failed', { canRetry: true }) },
    { name: 'Message Seller opens one room however often pressed', variant: postViewVariants.byId, events: [loaded, member, member], shown: view('loaded', { startingChat: true }) },
    { name: 'signed out, Message Seller asks for a login', variant: postViewVariants.given, events: [visitor], shown: view('loaded') },
    { name: 'a seller who is gone cannot be messaged', variant: postViewVariants.sellerGone, events: [member], shown: view('loaded') },
    { name: 'Copy link shows its feedback for a moment', variant: postViewVariants.given, events: [copy, copied], shown: view('loaded', { copied: true }) },
    { name: 'and then not', variant: postViewVariants.given, events: [copy, copied, feedbackOver], shown: view('loaded') },
    { name: 'a sold post starts no chat', variant: postViewVariants.sold, events: [member], shown: view('loaded') },
    { name: 'nor does one the owner marks sold while it is open', variant: postViewVariants.byId, events: [loaded, fixtures['post.changed'][0], member], shown: view('loaded') },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(postViewModel, journey.variant, journey.events);
      expect(shown(path.state as PostViewSnapshot)).toEqual(journey.shown);
    });
  }
});
