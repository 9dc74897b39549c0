/**
 * The owner's Referrals section follows the referral machine: the graph's paths
 * are replayed on the rendered ReferralPanel of a signed-in Alice. The load is
 * msw's answers to GET /referral/code and /referral/stats, a refresh its answer
 * to /referral/stats; Copy and Share are clicks, and the browser's clipboard
 * and share sheet are fakes that settle when the path says (a browser without a
 * share sheet copies the link instead: the walk takes the sheet away for a share
 * the path ends in 'copied'); the Copied! moment is the fake clock moved on.
 * After every step the section shows what the step's state says.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { referralMachine, type ReferralInfo, type ReferralSnapshot, type ReferralStats, type ShareResult } from '../../src/machines/referral';
import { ReferralPanel } from '../../src/ui/screens/profile/ReferralPanel';
import { apiUrl, server } from '../setup/msw';
import { invokeIds, type Path } from './harness';
import { referralModel } from './referral.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk, type WalkPath } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const section = () => screen.getByRole('region', { name: 'Referrals' });
const copyButton = (target: 'code' | 'link') => within(section()).getByRole('button', { name: `Copy referral ${target}` });
const shareButton = () => within(section()).getByRole('button', { name: 'Share' });
const refreshButton = () => within(section()).getByRole('button', { name: /^(Refresh|Refreshing\.\.\.)$/ });
const part = (name: string) => section().querySelector(`[data-part="${name}"]`);

function expectDetails({ context }: ReferralSnapshot): void {
  expect(part('code')).toHaveTextContent(context.code);
  expect(part('link')).toHaveTextContent(context.link);
  expect(within(section()).queryByRole('status')).toBeNull();
}

const expectCopyButtons = (copied: ReferralSnapshot['context']['copied']) => {
  for (const target of ['code', 'link'] as const) expect(copyButton(target)).toHaveTextContent(target === copied ? 'Copied!' : 'Copy');
};

const leafAssertions: Record<string, (snapshot: ReferralSnapshot) => void> = {
  'referral.loading': () => {
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading referral information...');
    expect(within(section()).queryByRole('button')).toBeNull();
  },
  'referral.failed': () => {
    expect(within(section()).getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(within(section()).queryByRole('status')).toBeNull();
  },
  'referral.ready.stats.idle': (snapshot) => {
    expectDetails(snapshot);
    expect(part('total')).toHaveTextContent(String(snapshot.context.stats.total_referrals));
    expect(part('converted')).toHaveTextContent(String(snapshot.context.stats.converted_referrals));
    expect(refreshButton()).toHaveTextContent('Refresh');
    expect(refreshButton()).toBeEnabled();
  },
  'referral.ready.stats.refreshing': (snapshot) => {
    expectDetails(snapshot);
    expect(refreshButton()).toHaveTextContent('Refreshing...');
    expect(refreshButton()).toBeDisabled();
  },
  'referral.ready.copy.idle': () => expectCopyButtons(null),
  // The clipboard has not answered yet: nothing shows.
  'referral.ready.copy.copying': () => expectCopyButtons(null),
  'referral.ready.copy.copied': ({ context }) => expectCopyButtons(context.copied),
  'referral.ready.share.idle': () => expect(shareButton()).toBeEnabled(),
  'referral.ready.share.sharing': () => expect(shareButton()).toBeDisabled(),
};

// ---------------------------------------------------------------------------
// The server, the clipboard and the share sheet.

/** The section's load may be asked twice as it first mounts: the released answer stands for both. */
const code = standingAnswer();
const stats = standingAnswer();
const loadIds = invokeIds(referralMachine, 'loadReferral');
const refreshIds = invokeIds(referralMachine, 'refreshReferralStats');
const copyIds = invokeIds(referralMachine, 'copyToClipboard');

/** The browser calls (clipboard, share sheet) waiting for the path to settle them, oldest first. */
let deviceCalls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
const deviceCall = () => new Promise<void>((resolve, reject) => deviceCalls.push({ resolve, reject }));
function settleDeviceCall(settle: (call: { resolve: () => void; reject: (error: Error) => void }) => void): void {
  const call = deviceCalls.shift();
  if (!call) throw new Error('no clipboard or share sheet call is waiting');
  settle(call);
}

/** How each share of the path ends, in order: a share the path ends in 'copied' finds no share sheet. */
let shareEndings: ShareResult[] = [];

function installDevice(): void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: deviceCall } });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    get: () => (shareEndings[0] === 'copied' ? undefined : deviceCall),
  });
}

function shareEndingsOf(path: Path): ShareResult[] {
  const shareIds = invokeIds(referralMachine, 'shareReferral');
  return path.steps
    .filter((step) => step.event.type.startsWith('xstate.done.actor.') && shareIds.includes(String(step.event.actorId)))
    .map((step) => step.event.output as ShareResult);
}

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const actorId = String(event.actorId);
  if (event.type.startsWith('xstate.after.')) return act(async () => {
      await vi.advanceTimersByTimeAsync(DURATIONS.copyFeedback);
    });
  if (event.type.startsWith('xstate.done.actor.')) {
    if (loadIds.includes(actorId)) {
      const info = event.output as ReferralInfo;
      code.release(() => HttpResponse.json({ code: info.code, link: info.link }));
      return stats.release(() => HttpResponse.json(info.stats));
    }
    if (refreshIds.includes(actorId)) return stats.release(() => HttpResponse.json(event.output as ReferralStats));
    if (copyIds.includes(actorId)) return settleDeviceCall((call) => call.resolve());
    const ending = shareEndings.shift();
    if (ending === 'cancelled') return settleDeviceCall((call) => call.reject(new DOMException('Share canceled', 'AbortError')));
    return settleDeviceCall((call) => call.resolve());
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    if (loadIds.includes(actorId)) {
      code.release(refusal({ status: 500, message: MESSAGES.serverError }));
      return stats.release(refusal({ status: 500, message: MESSAGES.serverError }));
    }
    if (refreshIds.includes(actorId)) return stats.release(refusal({ status: 500, message: MESSAGES.serverError }));
    if (!copyIds.includes(actorId)) shareEndings.shift();
    return settleDeviceCall((call) => call.reject(new Error('Permission denied')));
  }
  switch (event.type) {
    case 'referral.retried':
      code.hold();
      stats.hold();
      return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
    case 'stats.refreshRequested':
      stats.hold();
      return underFakeClock(user.click(refreshButton()));
    case 'copy.requested':
      return underFakeClock(user.click(copyButton(event.target as 'code' | 'link')));
    case 'share.requested':
      return underFakeClock(user.click(shareButton()));
    default:
      throw new Error(`the walk cannot perform ${event.type}`);
  }
}

const walk = screenWalk<ReferralSnapshot>({
  machine: referralMachine,
  leafAssertions,
  perform,
  reset: () => {
    code.reset();
    stats.reset();
    deviceCalls = [];
  },
  render: () => {
    installDevice();
    renderForAlice(<ReferralPanel />);
  },
});

/** Gives the browser the share sheet (or none) each share of the path needs, then walks it. */
const walkPath: WalkPath = (variant, path, coverage, seenLeaves) => {
  shareEndings = shareEndingsOf(path);
  return walk.walkPath(variant, path, coverage, seenLeaves);
};

describe("the owner's Referrals section follows the referral machine", () => {
  useFakeClock();

  beforeEach(() => {
    code.reset();
    stats.reset();
    deviceCalls = [];
    server.use(
      http.get(apiUrl('/referral/code'), () => code.next()),
      http.get(apiUrl('/referral/stats'), () => stats.next()),
    );
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(referralMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(referralModel, walkPath, { reachable: () => true });
  }, 60_000);
});
