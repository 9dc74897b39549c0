import type { PresenceStatus } from '../../contract';

export type { PresenceStatus };
export type OwnerStatusInput = { status: PresenceStatus };
export type OwnerStatusContext = { status: PresenceStatus };
export type OwnerStatusEvent = { type: 'status.selected'; status: PresenceStatus };
