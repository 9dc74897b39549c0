import { readOwnerStatus } from '../../services/profile';
import type { OwnerStatusInput, StatusOwner } from './ownerStatus.types';

/** The input in the browser: the status this browser holds (online when none) and presence, which owns it. */
export const readOwnerStatusInput = (presence: StatusOwner | null = null): OwnerStatusInput => ({ status: readOwnerStatus(), presence });
