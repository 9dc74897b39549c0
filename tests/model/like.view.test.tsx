/**
 * The like button follows the like machine: the graph's paths are replayed
 * against the rendered LikeButton. Presses are clicks, the server's answers
 * (and refusals) are msw answers to POST /api/like released step by step, and
 * fresh numbers from a reloaded feed are a new `post` prop. After every step
 * the button must show the liked state and count the step's state says. A failure
 * offline is a request that never got an answer while navigator.onLine is false;
 * the network back is the browser's online event.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { likeMachine, shownCount, shownLiked, type LikeAnswer, type LikeContext } from '../../src/machines/like';
import { LikeButton, type LikeButtonProps } from '../../src/ui/screens/post/LikeButton';
import { apiUrl, server } from '../setup/msw';
import { renderWithApp, signIn } from '../ui/post.render';
import { likeModel, POST_ID } from './like.model';
import { eventually } from './settle';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, type Answer } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const button = () => screen.getByRole('button', { name: /^Like/ });

const waitNote = () => screen.queryByText(MESSAGES.sendsWhenOnline);

function expectShown(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as LikeContext;
  expect(button()).toHaveAttribute('aria-pressed', String(shownLiked(context)));
  expect(button()).toHaveAccessibleName(`Like ${shownCount(context)}`);
}

function expectOnItsWay(snapshot: AnyMachineSnapshot): void {
  expectShown(snapshot);
  expect(waitNote()).not.toBeInTheDocument();
}

function expectWaiting(snapshot: AnyMachineSnapshot): void {
  expectShown(snapshot);
  expect(waitNote()).toBeInTheDocument();
}

const leafAssertions: Record<string, (snapshot: AnyMachineSnapshot) => void> = {
  'like.idle': expectOnItsWay,
  'like.sending.alone': expectOnItsWay,
  'like.sending.queued': expectOnItsWay,
  'like.waitingForNetwork': expectWaiting,
};

/** The browser's network as navigator.onLine says it; the walk switches it. */
let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

function goOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** The request in flight never gets an answer, and the browser says it is offline. */
function loseNetwork(): void {
  online = false;
  answers.release('like', () => HttpResponse.error());
}

const answers = answerQueue(['like'] as const);
const likeAnswer = (answer: LikeAnswer): Answer => () => HttpResponse.json(answer);

/** The post prop the page holds; a reloaded feed replaces it. */
let showPost: (post: LikeButtonProps['post']) => void = () => undefined;

function Page({ initial }: { initial: LikeButtonProps['post'] }) {
  const [post, setPost] = useState(initial);
  showPost = setPost;
  return <LikeButton post={post} />;
}

const isOfflineFailure = (event: AnyEventObject): boolean => (event.error as { offline?: boolean } | undefined)?.offline === true;

async function perform(event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.waitForNetwork')) return act(goOnline);
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('like', likeAnswer(event.output as LikeAnswer));
  if (event.type.startsWith('xstate.error.actor.') && isOfflineFailure(event)) return loseNetwork();
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('like', refusal({ status: 500, message: MESSAGES.serverError }));
  await act(async () => {
    if (event.type === 'like.toggled') button().click();
    else if (event.type === 'post.synced') showPost({ id: POST_ID, liked: Boolean(event.liked), no_of_likes: Number(event.count), no_of_comments: 0 });
    else throw new Error(`the walk cannot perform ${event.type}`);
  });
}

function renderAt(input: { liked: boolean; count: number }): void {
  signIn();
  renderWithApp(<Page initial={{ id: POST_ID, liked: input.liked, no_of_likes: input.count, no_of_comments: 0 }} />);
}

const { walkPath } = screenWalk({
  machine: likeMachine,
  leafAssertions,
  perform: (_user, event) => perform(event),
  reset: () => {
    answers.reset();
    online = true;
  },
  render: (variant) => renderAt(variant.input as { liked: boolean; count: number }),
});

/** The walk is signed in: a visitor's press is walked by hand below. */
const signedInModel = { ...likeModel, events: likeModel.events.filter((event) => event.type !== 'like.toggled' || event.signedIn) };

describe('LikeButton follows the like machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/like'), () => answers.next('like')));
  });

  afterEach(() => {
    online = true;
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(likeMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(signedInModel, walkPath, { reachable: () => true });
  }, 60_000);

  it('a visitor press says Please log in to like posts and changes nothing', async () => {
    renderWithApp(<Page initial={{ id: POST_ID, liked: false, no_of_likes: 3, no_of_comments: 0 }} />);
    await act(async () => button().click());
    expect(await screen.findByText(MESSAGES.logInToLike)).toBeInTheDocument();
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    expect(button()).toHaveAccessibleName('Like 3');
  });

  it("a like made offline stays, says Will send when you're back online, and is sent once the browser is online", async () => {
    renderAt({ liked: false, count: 3 });
    online = false;
    await act(async () => button().click());
    answers.release('like', () => HttpResponse.error());
    expect(await screen.findByText(MESSAGES.sendsWhenOnline)).toBeInTheDocument();
    expect(button()).toHaveAccessibleName('Like 4');
    expect(screen.queryByText(MESSAGES.likeFailed)).not.toBeInTheDocument();
    await act(goOnline);
    answers.release('like', likeAnswer({ post_id: POST_ID, liked: true, no_of_likes: 4 }));
    await eventually(() => expect(waitNote()).not.toBeInTheDocument());
    expect(button()).toHaveAccessibleName('Like 4');
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused like reverts and says Failed to like post', async () => {
    renderAt({ liked: false, count: 3 });
    await act(async () => button().click());
    expect(button()).toHaveAccessibleName('Like 4');
    answers.release('like', refusal({ status: 500, message: MESSAGES.serverError }));
    expect(await screen.findByText(MESSAGES.likeFailed)).toBeInTheDocument();
    await eventually(() => expect(button()).toHaveAccessibleName('Like 3'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });
});
