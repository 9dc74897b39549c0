export { bankDetailsMachine } from './bankDetails.machine';
export { bankDetailsActors, submitBankDetails } from './bankDetails.actors';
export * from './bankDetails.selectors';
export { BANK_FIELDS } from './bankDetails.types';
export type * from './bankDetails.types';
