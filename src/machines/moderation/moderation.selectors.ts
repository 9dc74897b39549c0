import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuditEntry, QueueItem } from '../../contract';
import type { moderationMachine } from './moderation.machine';
import { sameTarget } from './moderation.rules';
import type { ModerationContext, TargetRef } from './moderation.types';

export type ModerationActorRef = ActorRefFrom<typeof moderationMachine>;
export type ModerationSnapshot = SnapshotFrom<typeof moderationMachine>;

/** Which part of the screen shows: one word per top state. */
export type ModerationView = 'loading' | 'failed' | 'notAllowed' | 'queue' | 'audit';

export function selectModerationView(snapshot: ModerationSnapshot): ModerationView {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  return snapshot.matches('audit') ? 'audit' : 'queue';
}

export const selectQueueItems = (snapshot: ModerationSnapshot): readonly QueueItem[] => snapshot.context.items;
export const selectRefusal = (snapshot: ModerationSnapshot): string | null => snapshot.context.refusal;
/** Action buttons work one at a time, and not while a suspend form is open. */
export const selectCanAct = (snapshot: ModerationSnapshot): boolean => snapshot.matches({ ready: 'browsing' });
export const selectActing = (snapshot: ModerationSnapshot): ModerationContext['acting'] => snapshot.context.acting;
export const selectDraft = (snapshot: ModerationSnapshot): ModerationContext['draft'] => (snapshot.matches('ready') ? snapshot.context.draft : null);
export const selectIsSuspending = (snapshot: ModerationSnapshot): boolean => snapshot.matches({ ready: 'acting' }) && snapshot.context.acting?.action === 'suspend';

/** The failure of the last action on this target, or null. */
export const selectFailureOf =
  (target: TargetRef) =>
  (snapshot: ModerationSnapshot): string | null => {
    const failure = snapshot.context.failure;
    return failure && sameTarget(failure, target) ? failure.message : null;
  };

export const selectAudit = (snapshot: ModerationSnapshot): readonly AuditEntry[] => snapshot.context.audit;
export const selectAuditLoading = (snapshot: ModerationSnapshot): boolean => snapshot.matches({ audit: 'loading' });
export const selectAuditFailed = (snapshot: ModerationSnapshot): boolean => snapshot.matches({ audit: 'failed' });
