import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import {
  referralMachine,
  selectIsRefreshing,
  selectReferralCode,
  selectReferralFailed,
  selectReferralLink,
  selectReferralStats,
  selectShowsCopied,
  type ReferralEmitted,
  type ReferralInfo,
  type ReferralStats,
  type ShareResult,
} from '../../src/machines/referral';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const stats: ReferralStats = {
  total_referrals: 2,
  converted_referrals: 1,
  referred_users: [
    { username: 'bola', date_joined: '2026-02-01T00:00:00Z', converted: true },
    { username: 'chidi', date_joined: '2026-02-03T00:00:00Z', converted: false },
  ],
};
const info: ReferralInfo = { code: 'AB12CD34', link: 'http://localhost/register?ref=AB12CD34', stats };

type Answers = {
  load?: () => Promise<ReferralInfo>;
  refresh?: () => Promise<ReferralStats>;
  copy?: (text: string) => Promise<void>;
  share?: () => Promise<ShareResult>;
};

async function start(answers: Answers = {}) {
  const clock = new SimulatedClock();
  const copied: string[] = [];
  const toasts: string[] = [];
  const machine = referralMachine.provide({
    actors: {
      loadReferral: fromPromise<ReferralInfo>(() => (answers.load ?? (async () => info))()),
      refreshReferralStats: fromPromise<ReferralStats>(() => (answers.refresh ?? (async () => stats))()),
      copyToClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
        copied.push(input.text);
        await (answers.copy ?? (async () => undefined))(input.text);
      }),
      shareReferral: fromPromise<ShareResult, { code: string; link: string }>(() => (answers.share ?? (async () => 'shared' as const))()),
    },
  });
  const actor = createActor(machine, { clock });
  actor.on('toast', (event: ReferralEmitted) => toasts.push(event.message));
  actor.start();
  await settle();
  return { actor, clock, copied, toasts };
}

describe('referral machine', () => {
  it('loads the code, the link and the stats together', async () => {
    const { actor } = await start();
    expect(selectReferralCode(actor.getSnapshot())).toBe('AB12CD34');
    expect(selectReferralLink(actor.getSnapshot())).toBe(info.link);
    expect(selectReferralStats(actor.getSnapshot())).toEqual(stats);
  });

  it('says Failed to load referral information, and retries', async () => {
    let fail = true;
    const { actor, toasts } = await start({ load: async () => (fail ? Promise.reject(new Error('down')) : info) });
    expect(selectReferralFailed(actor.getSnapshot())).toBe(true);
    expect(toasts).toEqual([MESSAGES.referralLoadFailed]);
    fail = false;
    actor.send({ type: 'referral.retried' });
    await settle();
    expect(selectReferralCode(actor.getSnapshot())).toBe('AB12CD34');
  });

  it('refreshes the stats and says so, or says it failed', async () => {
    let fail = false;
    const fresh = { ...stats, total_referrals: 3 };
    const { actor, toasts } = await start({ refresh: async () => (fail ? Promise.reject(new Error('down')) : fresh) });
    actor.send({ type: 'stats.refreshRequested' });
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    await settle();
    expect(selectReferralStats(actor.getSnapshot()).total_referrals).toBe(3);
    fail = true;
    actor.send({ type: 'stats.refreshRequested' });
    await settle();
    expect(toasts).toEqual([MESSAGES.referralRefreshed, MESSAGES.referralRefreshFailed]);
  });

  it('copies the code or the link, marks that button Copied! for 2 s', async () => {
    const { actor, clock, copied, toasts } = await start();
    actor.send({ type: 'copy.requested', target: 'code' });
    await settle();
    actor.send({ type: 'copy.requested', target: 'link' });
    await settle();
    expect(copied).toEqual(['AB12CD34', info.link]);
    expect(toasts).toEqual([MESSAGES.referralCodeCopied, MESSAGES.referralLinkCopied]);
    expect(selectShowsCopied(actor.getSnapshot(), 'link')).toBe(true);
    expect(selectShowsCopied(actor.getSnapshot(), 'code')).toBe(false);
    clock.increment(DURATIONS.copyFeedback);
    expect(selectShowsCopied(actor.getSnapshot(), 'link')).toBe(false);
  });

  it('says Failed to copy referral code when the clipboard refuses', async () => {
    const { actor, toasts } = await start({ copy: async () => Promise.reject(new Error('denied')) });
    actor.send({ type: 'copy.requested', target: 'code' });
    await settle();
    expect(toasts).toEqual([MESSAGES.referralCopyFailed]);
    expect(selectShowsCopied(actor.getSnapshot(), 'code')).toBe(false);
  });

  it('shares; a copied fallback says the link was copied, a dismissed sheet says nothing, a failure says so', async () => {
    const results: Array<() => Promise<ShareResult>> = [
      async () => 'copied',
      async () => 'cancelled',
      async () => Promise.reject(new Error('blocked')),
    ];
    const { actor, toasts } = await start({ share: () => (results.shift() ?? (async () => 'shared' as const))() });
    for (let round = 0; round < 3; round += 1) {
      actor.send({ type: 'share.requested' });
      await settle();
    }
    expect(toasts).toEqual([MESSAGES.referralLinkCopied, MESSAGES.referralShareFailed]);
  });
});
