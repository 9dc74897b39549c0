import type { FastifyBaseLogger } from 'fastify';
import type { StaleRowsStore } from '../store/stale-rows.store';
import { createSerialWork, startPeriodic, type Periodic } from './periodic';

/** How often each process deletes the rows that answer nothing any more (stale-rows.store.ts). */
export const STALE_ROWS_SWEEP_MS = 10 * 60 * 1000;

/** Deletes, every `everyMs`, the spam rule's notes and the Idempotency-Keys past their windows. Each process sweeps; a row goes once. */
export function startStaleRowsSweep(staleRows: StaleRowsStore, log: Pick<FastifyBaseLogger, 'error'>, everyMs = STALE_ROWS_SWEEP_MS): Periodic {
  const sweep = async () => {
    await staleRows.sentTexts();
    await staleRows.writeKeys();
  };
  return startPeriodic(createSerialWork(log), everyMs, sweep, 'stale rows sweep failed');
}
