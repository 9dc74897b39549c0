import { z } from 'zod/mini';
import { MESSAGES, suspensionEndOf, suspensionFormSchema, type ModerationActionPayload } from '../../contract';
import type { ModerationContext, SuspensionDraft, TargetRef } from './moderation.types';

export const sameTarget = (a: TargetRef, b: TargetRef): boolean => a.kind === b.kind && a.target_id === b.target_id;

/**
 * Hide keeps a post from everyone but its owner, a review off the vendor's profile, and a held message undelivered;
 * users and reported messages stay.
 */
export const canHide = (target: TargetRef): boolean => target.kind === 'post' || target.kind === 'review' || target.kind === 'held_message';

export const isListed = (context: ModerationContext, target: TargetRef): boolean => context.items.some((item) => sameTarget(item, target));

/** What the contract says is wrong with the suspend form, by field; a day not after today is refused too. */
export function suspensionErrors(draft: SuspensionDraft, now: number): SuspensionDraft['errors'] {
  const parsed = z.safeParse(suspensionFormSchema, { reason: draft.reason, until: draft.until });
  const errors: SuspensionDraft['errors'] = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'until') && !errors[field]) errors[field] = issue.message;
  }
  const endsInFuture = Date.parse(suspensionEndOf(draft.until)) > now;
  if (!errors.until && !endsInFuture) errors.until = MESSAGES.suspensionEndRequired;
  return errors;
}

/** The payload of the action in flight: a suspension carries the form's reason and end. */
export function actionPayload(context: ModerationContext): ModerationActionPayload {
  const acting = context.acting;
  if (!acting) throw new Error('an action is in flight');
  const base = { kind: acting.kind, target_id: acting.target_id, action: acting.action };
  if (acting.action !== 'suspend' || !context.draft) return base;
  return { ...base, reason: context.draft.reason.trim(), until: suspensionEndOf(context.draft.until) };
}
