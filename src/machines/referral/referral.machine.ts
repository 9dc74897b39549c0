import { assign, emit, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract';
import { referralActors } from './referral.actors';
import type { CopyTarget, ReferralContext, ReferralEmitted, ReferralEvent, ReferralInfo, ReferralStats, ShareResult } from './referral.types';

const COPIED_MESSAGES: Record<CopyTarget, string> = { code: MESSAGES.referralCodeCopied, link: MESSAGES.referralLinkCopied };

/**
 * The owner's Referrals section. Guarantees: the code, link and stats load
 * together ('Failed to load referral information' with a retry); Refresh
 * reloads the stats only; a copy says so and marks its button for
 * DURATIONS.copyFeedback; sharing falls back to copying the link; a dismissed
 * share sheet is not a failure.
 */
export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    emitted: {} as ReferralEmitted,
  },
  actors: referralActors,
  delays: {
    copyFeedback: DURATIONS.copyFeedback,
  },
  guards: {
    copiedLink: (_, result: ShareResult) => result === 'copied',
  },
  actions: {
    storeInfo: assign((_, info: ReferralInfo) => ({ code: info.code, link: info.link, stats: info.stats })),
    storeStats: assign((_, stats: ReferralStats) => ({ stats })),
    markCopied: assign((_, params: { target: CopyTarget }) => ({ copied: params.target })),
    clearCopied: assign({ copied: null }),
    toast: emit((_, params: { tone: 'success' | 'error'; message: string }) => ({ type: 'toast' as const, ...params })),
    toastCopied: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message: COPIED_MESSAGES[context.copied ?? 'code'],
    })),
  },
}).createMachine({
  id: 'referral',
  context: {
    code: '',
    link: '',
    stats: { total_referrals: 0, converted_referrals: 0, referred_users: [] },
    copied: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReferral',
        onDone: { target: 'ready', actions: { type: 'storeInfo', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'toast', params: { tone: 'error', message: MESSAGES.referralLoadFailed } } },
      },
    },
    failed: {
      on: { 'referral.retried': { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      states: {
        stats: {
          initial: 'idle',
          states: {
            idle: { on: { 'stats.refreshRequested': { target: 'refreshing' } } },
            refreshing: {
              invoke: {
                src: 'refreshReferralStats',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeStats', params: ({ event }) => event.output },
                    { type: 'toast', params: { tone: 'success', message: MESSAGES.referralRefreshed } },
                  ],
                },
                onError: { target: 'idle', actions: { type: 'toast', params: { tone: 'error', message: MESSAGES.referralRefreshFailed } } },
              },
            },
          },
        },
        copy: {
          initial: 'idle',
          on: {
            'copy.requested': { target: '.copying', actions: { type: 'markCopied', params: ({ event }) => event } },
          },
          states: {
            idle: {},
            copying: {
              invoke: {
                src: 'copyToClipboard',
                input: ({ context }) => ({ text: context.copied === 'link' ? context.link : context.code }),
                onDone: { target: 'copied', actions: 'toastCopied' },
                onError: {
                  target: 'idle',
                  actions: ['clearCopied', { type: 'toast', params: { tone: 'error', message: MESSAGES.referralCopyFailed } }],
                },
              },
            },
            // The button reads Copied! for a moment.
            copied: {
              after: { copyFeedback: { target: 'idle', actions: 'clearCopied' } },
            },
          },
        },
        share: {
          initial: 'idle',
          states: {
            idle: { on: { 'share.requested': { target: 'sharing' } } },
            sharing: {
              invoke: {
                src: 'shareReferral',
                input: ({ context }) => ({ code: context.code, link: context.link }),
                onDone: [
                  {
                    guard: { type: 'copiedLink', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: { type: 'toast', params: { tone: 'success', message: MESSAGES.referralLinkCopied } },
                  },
                  { target: 'idle' },
                ],
                onError: { target: 'idle', actions: { type: 'toast', params: { tone: 'error', message: MESSAGES.referralShareFailed } } },
              },
            },
          },
        },
      },
    },
  },
});
