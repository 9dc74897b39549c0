import type { ActorRef, Snapshot } from 'xstate';
import type { PresenceStatus } from '../../contract/presence';

export type { PresenceStatus };

/** Presence, the one owner of the status cookie and the status post. */
export type StatusOwner = ActorRef<Snapshot<unknown>, { type: 'status.chosen'; status: PresenceStatus }>;

export type OwnerStatusInput = { status: PresenceStatus; presence?: StatusOwner | null };
export type OwnerStatusContext = {
  status: PresenceStatus;
  presence: StatusOwner | null;
  /** Whether the owner picked a status here (one picked before presence started is handed over when it does). */
  picked: boolean;
};
export type OwnerStatusEvent =
  | { type: 'status.selected'; status: PresenceStatus }
  /** Presence has started (its code loads after sign-in). */
  | { type: 'presence.attached'; presence: StatusOwner };
