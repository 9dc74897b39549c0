/** The model of the moderation queue: the load (refused, failed, retried), one action at a time, the suspend form's checks, the audit log. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, NO_TARGET_CONTEXT, type AuditEntry, type QueueItem } from '../../src/contract';
import { moderationActors, moderationMachine, type ModerationContext, type ModerationEvent } from '../../src/machines/moderation';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const reportedPost: QueueItem = {
  kind: 'post',
  target_id: 7,
  reports: 3,
  reasons: [
    { reason: 'scam', details: '', reporter: 'bola_b', created_at: '2026-11-26T09:00:00.000Z' },
    { reason: 'other', details: 'Same photos as another seller', reporter: 'chidi', created_at: '2026-11-26T08:00:00.000Z' },
  ],
  context: { ...NO_TARGET_CONTEXT, title: 'Fake designer bag', username: 'ada_fabrics', price: 48000, image: '/media/bag.webp' },
  held: true,
};

export const reportedUser: QueueItem = {
  kind: 'user',
  target_id: 3,
  reports: 1,
  reasons: [{ reason: 'spam', details: '', reporter: 'bola_b', created_at: '2026-11-26T07:00:00.000Z' }],
  context: { ...NO_TARGET_CONTEXT, username: 'spammy' },
  held: false,
};

export const reportedReview: QueueItem = {
  kind: 'review',
  target_id: 12,
  reports: 1,
  reasons: [{ reason: 'offensive', details: 'Insults the seller', reporter: 'ada_fabrics', created_at: '2026-11-26T06:00:00.000Z' }],
  context: { ...NO_TARGET_CONTEXT, username: 'tunde_b', text: 'Rubbish seller', rating: 1, vendor: 'ada_fabrics' },
  held: false,
};

export const auditEntry: AuditEntry = {
  moderator: 'mod_mary',
  action: 'suspend',
  kind: 'user',
  target_id: 3,
  reason: 'Spams buyers',
  until: '2099-01-01T00:00:00.000Z',
  created_at: '2026-11-26T10:00:00.000Z',
};

const post = { kind: 'post', target_id: reportedPost.target_id } as const;
const user = { kind: 'user', target_id: reportedUser.target_id } as const;
const review = { kind: 'review', target_id: reportedReview.target_id } as const;

export const moderationEventFixtures = {
  'queue.retryClicked': [{ type: 'queue.retryClicked' }],
  'queue.refreshClicked': [{ type: 'queue.refreshClicked' }],
  'target.dismissClicked': [
    { type: 'target.dismissClicked', ...user },
    { type: 'target.dismissClicked', kind: 'message', target_id: 99 },
  ],
  'target.hideClicked': [
    { type: 'target.hideClicked', ...post },
    { type: 'target.hideClicked', ...user },
    { type: 'target.hideClicked', ...review },
  ],
  'target.suspendClicked': [{ type: 'target.suspendClicked', ...post }],
  'suspension.reasonChanged': [
    { type: 'suspension.reasonChanged', value: 'Sells fakes' },
    { type: 'suspension.reasonChanged', value: '  ' },
  ],
  'suspension.untilChanged': [
    { type: 'suspension.untilChanged', value: '2099-01-01' },
    { type: 'suspension.untilChanged', value: '2020-01-01' },
  ],
  'suspension.submitted': [{ type: 'suspension.submitted' }],
  'suspension.cancelled': [{ type: 'suspension.cancelled' }],
  'audit.opened': [{ type: 'audit.opened' }],
  'audit.closed': [{ type: 'audit.closed' }],
  'audit.retryClicked': [{ type: 'audit.retryClicked' }],
} satisfies EventFixtures<ModerationEvent>;

export const moderationOutputFixtures = {
  loadQueue: [
    { ok: true, items: [reportedPost, reportedUser] },
    { ok: false, status: 403, message: MESSAGES.moderatorsOnly },
    { ok: false, status: 500, message: MESSAGES.serverError },
    // A queue with a reported review: Hide takes it off the vendor's profile.
    { ok: true, items: [reportedReview] },
  ],
  loadAudit: [[auditEntry]],
  sendAction: [
    { ok: true, message: MESSAGES.moderationDone },
    { ok: false, message: MESSAGES.nothingToModerate },
  ],
} satisfies OutputFixtures<typeof moderationActors>;

export const moderationSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof moderationActors.loadQueue>(moderationMachine, 'loadQueue', moderationOutputFixtures.loadQueue),
  ...errorEvents(moderationMachine, 'loadQueue'),
  ...doneEvents<typeof moderationActors.loadAudit>(moderationMachine, 'loadAudit', moderationOutputFixtures.loadAudit),
  ...errorEvents(moderationMachine, 'loadAudit'),
  ...doneEvents<typeof moderationActors.sendAction>(moderationMachine, 'sendAction', moderationOutputFixtures.sendAction),
  ...errorEvents(moderationMachine, 'sendAction'),
];

export const moderationVariant = { name: 'a moderator' };

export const moderationModel: MachineModel = {
  name: 'moderation',
  machine: moderationMachine,
  variants: [moderationVariant],
  events: [...fixtureEvents<ModerationEvent>(moderationEventFixtures), ...moderationSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { items, draft, acting, failure } = snapshot.context as ModerationContext;
    return JSON.stringify({
      value: snapshot.value,
      items: items.map((item) => `${item.kind}:${item.target_id}`),
      draft: draft && { reason: draft.reason.trim() !== '', until: draft.until, errors: Object.keys(draft.errors).length > 0 },
      acting: acting?.action ?? null,
      failure: failure !== null,
    });
  },
};
