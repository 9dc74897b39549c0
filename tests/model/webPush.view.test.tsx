/**
 * Settings → Notifications on this phone follows the webPush machine: the graph's paths are replayed on the
 * rendered WebPushSection of a signed-in Alice. The browser's side is a double (tests/model/view/pushDevice.ts):
 * its service worker gets ready with or without push, with the permission and subscription a step says, and the
 * permission prompt is answered by the walk. The server's side is msw: GET /push/key, POST and DELETE
 * /push/subscriptions, GET and PATCH /push/preferences, released step by step. Turn on, Turn off, the kinds'
 * switches and Try Again are clicks. After every step the section shows what the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { PUSH_KIND_LABELS, PUSH_KINDS, PUSH_MESSAGES, type PushKind, type PushPreferences } from '../../src/contract/push';
import { webPushMachine, type WebPushContext, type WebPushSnapshot } from '../../src/machines/webPush';
import { WebPushSection } from '../../src/ui/screens/settings/chat/WebPushSection';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';
import { installPushDevice, pushDevice, removePushDevice, resetPushDevice } from './view/pushDevice';
import { webPushModel } from './webPush.model';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const SERVER_KEY = Buffer.alloc(65, 4).toString('base64url');

const section = () => screen.getByRole('region', { name: PUSH_MESSAGES.sectionTitle });
const button = (name: string) => within(section()).queryByRole('button', { name });
const switches = () => within(section()).queryAllByRole('switch');

function expectKinds(preferences: PushPreferences | null, enabled: boolean): void {
  if (!preferences) {
    expect(switches()).toEqual([]);
    return;
  }
  expect(switches().map((each) => each.textContent ?? '')).toHaveLength(PUSH_KINDS.length);
  for (const kind of PUSH_KINDS) {
    const toggle = within(section()).getByRole('switch', { name: PUSH_KIND_LABELS[kind] });
    expect(toggle).toHaveAttribute('aria-checked', String(preferences[kind]));
    if (enabled) expect(toggle).toBeEnabled();
    else expect(toggle).toBeDisabled();
  }
}

function expectOn(snapshot: WebPushSnapshot): void {
  expect(within(section()).getByText(PUSH_MESSAGES.onHere)).toBeInTheDocument();
  expect(button(PUSH_MESSAGES.turnOff)).toBeEnabled();
  expect(button(PUSH_MESSAGES.turnOn)).toBeNull();
  expectKinds(snapshot.context.preferences, snapshot.matches({ on: 'kinds' }));
}

const leafAssertions: Record<string, (snapshot: WebPushSnapshot) => void> = {
  'webPush.checking': () => {
    expect(within(section()).getByText('Checking this browser...')).toBeInTheDocument();
    expect(button(PUSH_MESSAGES.turnOn)).toBeNull();
    expect(pushDevice.prompts).toBe(0);
  },
  'webPush.failed': () => {
    expect(within(section()).getByText(PUSH_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(button('Try Again')).toBeEnabled();
  },
  'webPush.unsupported': () => {
    expect(within(section()).getByText(PUSH_MESSAGES.unsupported)).toBeInTheDocument();
    expect(within(section()).queryAllByRole('button')).toEqual([]);
  },
  'webPush.denied': () => {
    expect(within(section()).getByText(PUSH_MESSAGES.denied)).toBeInTheDocument();
    expect(button(PUSH_MESSAGES.turnOn)).toBeNull();
    expect(button('Try Again')).toBeEnabled();
  },
  'webPush.off': () => {
    expect(within(section()).getByText(PUSH_MESSAGES.offHere)).toBeInTheDocument();
    expect(button(PUSH_MESSAGES.turnOn)).toBeEnabled();
    expect(switches()).toEqual([]);
  },
  'webPush.subscribing': () => {
    expect(button(PUSH_MESSAGES.turningOn)).toHaveAttribute('aria-busy', 'true');
    expect(button(PUSH_MESSAGES.turningOn)).toBeDisabled();
  },
  'webPush.on.loadingKinds': () => {
    expect(within(section()).getByText('Loading what is sent...')).toBeInTheDocument();
    expect(button(PUSH_MESSAGES.turnOff)).toBeEnabled();
    expect(switches()).toEqual([]);
  },
  'webPush.on.kindsFailed': () => {
    expect(within(section()).getByText(PUSH_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(button(PUSH_MESSAGES.turnOff)).toBeEnabled();
  },
  'webPush.on.kinds': expectOn,
  'webPush.on.savingKind': expectOn,
  'webPush.unsubscribing': (snapshot) => {
    expect(button(PUSH_MESSAGES.turningOff)).toHaveAttribute('aria-busy', 'true');
    expectKinds(snapshot.context.preferences, false);
  },
};

/** The kinds may be asked twice as the section first mounts: the released answer stands for both. */
const kinds = standingAnswer();
const answers = answerQueue(['subscribe', 'unsubscribe', 'kind'] as const);
const idsOf = (src: string) => invokeIds(webPushMachine, src);
const actorOf = (event: AnyEventObject): string => ['readDevice', 'subscribeDevice', 'unsubscribeDevice', 'loadKinds', 'setKind'].find((src) => idsOf(src).includes(String(event.actorId))) ?? '';
const failure = refusal({ status: 500, message: MESSAGES.serverError });

function releaseDone(actor: string, output: unknown): void {
  if (actor === 'readDevice') {
    if (output === 'unsupported') return pushDevice.ready({ push: false });
    if (output === 'denied') return pushDevice.ready({ push: true, permission: 'denied' });
    return pushDevice.ready({ push: true, permission: output === 'subscribed' ? 'granted' : 'default', subscribed: output === 'subscribed' });
  }
  if (actor === 'subscribeDevice') {
    pushDevice.answerPrompt(output === 'denied' ? 'denied' : 'granted');
    if (output !== 'denied') answers.release('subscribe', () => HttpResponse.json({ message: PUSH_MESSAGES.subscribed }, { status: 201 }));
    return;
  }
  if (actor === 'unsubscribeDevice') return answers.release('unsubscribe', () => HttpResponse.json({ message: PUSH_MESSAGES.unsubscribed }));
  if (actor === 'loadKinds') return kinds.release(() => HttpResponse.json(output as PushPreferences));
  return answers.release('kind', () => HttpResponse.json(output as PushPreferences));
}

function releaseError(actor: string): void {
  if (actor === 'readDevice') return pushDevice.failed();
  if (actor === 'subscribeDevice') {
    pushDevice.answerPrompt('granted');
    return answers.release('subscribe', failure);
  }
  if (actor === 'unsubscribeDevice') return answers.release('unsubscribe', failure);
  if (actor === 'loadKinds') return kinds.release(failure);
  return answers.release('kind', failure);
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const actor = actorOf(event);
  if (actor !== 'loadKinds') kinds.hold();
  if (event.type.startsWith('xstate.done.actor.')) return releaseDone(actor, event.output);
  if (event.type.startsWith('xstate.error.actor.')) return releaseError(actor);
  if (event.type === 'push.retryClicked') {
    // Try Again of the kinds (push on here) asks the server; the device's reads the worker again.
    if (!button(PUSH_MESSAGES.turnOff)) pushDevice.notReadyYet();
    return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
  }
  if (event.type === 'push.turnOnClicked') return underFakeClock(user.click(within(section()).getByRole('button', { name: PUSH_MESSAGES.turnOn })));
  if (event.type === 'push.turnOffClicked') return underFakeClock(user.click(within(section()).getByRole('button', { name: PUSH_MESSAGES.turnOff })));
  if (event.type === 'push.kindToggled') {
    return underFakeClock(user.click(within(section()).getByRole('switch', { name: PUSH_KIND_LABELS[event.kind as PushKind] })));
  }
  throw new Error(`the walk cannot perform ${event.type}`);
}

const { walkPath } = screenWalk<WebPushSnapshot>({
  machine: webPushMachine,
  leafAssertions,
  perform,
  reset: () => {
    kinds.reset();
    answers.reset();
    resetPushDevice();
  },
  render: () => {
    installPushDevice();
    renderForAlice(<WebPushSection />);
  },
});

/** A switch asks for the other setting of a kind shown. */
const shownModel = {
  ...webPushModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    if (event.type !== 'push.kindToggled') return true;
    const { preferences } = snapshot.context as WebPushContext;
    return preferences !== null && preferences[event.kind as PushKind] !== event.on;
  },
};

describe('Settings → Notifications on this phone follows the webPush machine', () => {
  useFakeClock();

  beforeAll(() => installPushDevice());
  afterAll(() => removePushDevice());

  beforeEach(() => {
    kinds.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/push/key'), () => HttpResponse.json({ public_key: SERVER_KEY })),
      http.post(apiUrl('/push/subscriptions'), () => answers.next('subscribe')),
      http.delete(apiUrl('/push/subscriptions'), () => answers.next('unsubscribe')),
      http.get(apiUrl('/push/preferences'), () => kinds.next()),
      http.patch(apiUrl('/push/preferences'), () => answers.next('kind')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(webPushMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(shownModel, walkPath, { reachable: () => true });
  }, 120_000);
});
