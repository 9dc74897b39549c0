import { fromPromise } from 'xstate';
import type { PresenceStatus } from '../../contract';
import { pushOwnerStatus, readOwnerStatus, storeOwnerStatus } from '../../services/profile';
import type { OwnerStatusInput } from './ownerStatus.types';

/** POST /user/online-status/ with the chosen status. */
export const pushStatus = fromPromise<unknown, { status: PresenceStatus }>(({ input, signal }) => pushOwnerStatus(input.status, signal));

export const ownerStatusActors = { pushStatus };

/** Where the choice is kept in this browser; tests provide their own. */
export const ownerStatusEffects = { rememberStatus: (status: PresenceStatus) => storeOwnerStatus(status) };

/** The input in the browser: the status stored here, online when none. */
export const readOwnerStatusInput = (): OwnerStatusInput => ({ status: readOwnerStatus() });
