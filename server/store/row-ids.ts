import { LIMITS } from '../../src/contract';

/** The largest id an integer column holds on PostgreSQL (serial): a bigger number names no row. */
export const MAX_ROW_ID = LIMITS.rowIdMax;

/** True for a whole number that can be a row id; anything else must not reach a query (PostgreSQL would refuse it). */
export function isRowId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}
