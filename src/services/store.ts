import {
  storeUpdateAnswerSchema,
  type UpdateBankBody,
  type UpdateStoreTogglesBody,
  type UpdateVendorBody,
} from '../contract/settings';
import { updateAnswerSchema } from '../contract/accounts';
import { MESSAGES } from '../contract/constants';
import { ApiError, call } from './api';

/** The server's words for a refusal it explains (a 4xx other than a dead session), else the spec's save failure. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return error.message;
  return MESSAGES.saveChangesFailed;
}

/** POST /updatedata {vendorDetails, vendor_location}: creates the caller's store, or replaces its details. */
export function saveStore(body: UpdateVendorBody, signal?: AbortSignal) {
  return call('/updatedata', storeUpdateAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
}

/** POST /updatedata {bankDetails}: the vendor's payout account. */
export function saveBankDetails(body: UpdateBankBody, signal?: AbortSignal) {
  return call('/updatedata', updateAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
}

/** POST /updatedata {vendorDetails: {one switch}}: an Advanced Settings toggle. */
export function saveStoreToggles(body: UpdateStoreTogglesBody, signal?: AbortSignal) {
  return call('/updatedata', updateAnswerSchema, { method: 'POST', body, auth: true, quiet: true, signal });
}
