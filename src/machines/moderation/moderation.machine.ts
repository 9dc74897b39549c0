import { assign, enqueueActions, setup } from 'xstate';
import type { AuditEntry, ModerationAction } from '../../contract';
import { moderationActors } from './moderation.actors';
import { actionPayload, canHide, isListed, sameTarget, suspensionErrors } from './moderation.rules';
import type { ActionOutcome, ModerationContext, ModerationEmitted, ModerationEvent, QueueOutcome, TargetRef } from './moderation.types';
import { MODERATION_SCREEN_TEXTS } from '../../contract/texts.moderationScreen';

const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;

/**
 * The moderation queue at /moderation. Guarantees: the queue loads on start, and the server's refusal (anyone but a
 * moderator, 403) shows as not allowed, any other refusal or failure with Try Again; one action runs at a time, and a target leaves the
 * queue only once the server has done it; a suspension is sent only with a reason and an end day after today (the
 * contract's checks, shown per field), and a refused or failed one keeps the form as typed, with the reason shown;
 * a refused or failed dismiss or hide says so on its target; hide takes only posts, reviews and held messages. The audit log is read afresh each time it opens.
 */
export const moderationMachine = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as ModerationEvent,
    emitted: {} as ModerationEmitted,
  },
  actors: moderationActors,
  guards: {
    listed: ({ context }, target: TargetRef) => isListed(context, target),
    listedHidable: ({ context }, target: TargetRef) => canHide(target) && isListed(context, target),
    allowed: (_, outcome: QueueOutcome) => outcome.ok,
    forbidden: (_, outcome: QueueOutcome) => !outcome.ok && outcome.status === 403,
    suspensionComplete: ({ context }) => context.draft !== null && !hasErrors(suspensionErrors(context.draft, Date.now())),
    done: (_, outcome: ActionOutcome) => outcome.ok,
    suspending: ({ context }) => context.acting?.action === 'suspend',
  },
  actions: {
    keepQueue: assign((_, outcome: QueueOutcome) => (outcome.ok ? { items: outcome.items, refusal: null } : { refusal: outcome.message })),
    keepAudit: assign((_, audit: AuditEntry[]) => ({ audit })),
    startAction: assign((_, params: TargetRef & { action: ModerationAction }) => ({
      acting: { kind: params.kind, target_id: params.target_id, action: params.action },
      failure: null,
    })),
    openDraft: assign((_, target: TargetRef) => ({ draft: { kind: target.kind, target_id: target.target_id, reason: '', until: '', errors: {} }, failure: null })),
    editDraft: assign(({ context }, change: { reason?: string; until?: string }) => ({
      draft: context.draft && { ...context.draft, ...change, errors: {} },
    })),
    showDraftErrors: assign(({ context }) => ({ draft: context.draft && { ...context.draft, errors: suspensionErrors(context.draft, Date.now()) } })),
    startSuspension: assign(({ context }) => ({ acting: context.draft && { kind: context.draft.kind, target_id: context.draft.target_id, action: 'suspend' as const }, failure: null })),
    dropTarget: enqueueActions(({ context, enqueue }, outcome: ActionOutcome) => {
      const acting = context.acting;
      enqueue.assign({ items: context.items.filter((item) => !acting || !sameTarget(item, acting)), acting: null, draft: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: outcome.message });
    }),
    keepTarget: assign(({ context }, message: string) => ({ failure: context.acting && { kind: context.acting.kind, target_id: context.acting.target_id, message }, acting: null })),
  },
}).createMachine({
  id: 'moderation',
  context: { items: [], draft: null, acting: null, failure: null, audit: [], refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: [
          { guard: { type: 'allowed', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'keepQueue', params: ({ event }) => event.output } },
          { guard: { type: 'forbidden', params: ({ event }) => event.output }, target: 'notAllowed', actions: { type: 'keepQueue', params: ({ event }) => event.output } },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { 'queue.retryClicked': 'loading' } },
    // The server refused the queue: this account is no moderator.
    notAllowed: {},
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'queue.refreshClicked': '#moderation.loading',
            'audit.opened': '#moderation.audit',
            'target.dismissClicked': {
              guard: { type: 'listed', params: ({ event }) => event },
              target: 'acting',
              actions: { type: 'startAction', params: ({ event }) => ({ ...event, action: 'dismiss' as const }) },
            },
            'target.hideClicked': {
              guard: { type: 'listedHidable', params: ({ event }) => event },
              target: 'acting',
              actions: { type: 'startAction', params: ({ event }) => ({ ...event, action: 'hide' as const }) },
            },
            'target.suspendClicked': { guard: { type: 'listed', params: ({ event }) => event }, target: 'suspending', actions: { type: 'openDraft', params: ({ event }) => event } },
          },
        },
        // The suspend form of one target, open until sent or cancelled.
        suspending: {
          on: {
            'suspension.reasonChanged': { actions: { type: 'editDraft', params: ({ event }) => ({ reason: event.value }) } },
            'suspension.untilChanged': { actions: { type: 'editDraft', params: ({ event }) => ({ until: event.value }) } },
            'suspension.submitted': [{ guard: 'suspensionComplete', target: 'acting', actions: 'startSuspension' }, { actions: 'showDraftErrors' }],
            'suspension.cancelled': { target: 'browsing', actions: assign({ draft: null, failure: null }) },
          },
        },
        acting: {
          invoke: {
            id: 'sendAction',
            src: 'sendAction',
            input: ({ context }) => actionPayload(context),
            onDone: [
              { guard: { type: 'done', params: ({ event }) => event.output }, target: 'browsing', actions: { type: 'dropTarget', params: ({ event }) => event.output } },
              { guard: 'suspending', target: 'suspending', actions: { type: 'keepTarget', params: ({ event }) => event.output.message } },
              { target: 'browsing', actions: { type: 'keepTarget', params: ({ event }) => event.output.message } },
            ],
            onError: [
              { guard: 'suspending', target: 'suspending', actions: { type: 'keepTarget', params: MODERATION_SCREEN_TEXTS.actionFailed } },
              { target: 'browsing', actions: { type: 'keepTarget', params: MODERATION_SCREEN_TEXTS.actionFailed } },
            ],
          },
        },
      },
    },
    // The audit log in place of the queue; closing it goes back to the queue as it was.
    audit: {
      initial: 'loading',
      on: { 'audit.closed': '#moderation.ready' },
      states: {
        loading: {
          invoke: {
            id: 'loadAudit',
            src: 'loadAudit',
            onDone: { target: 'shown', actions: { type: 'keepAudit', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        shown: {},
        failed: { on: { 'audit.retryClicked': 'loading' } },
      },
    },
  },
});
