/**
 * Below this a read costs the event loop less on the main connection than sent to a thread: the message there
 * and its rows back cost the main thread 20-30 us (measured: a primary-key read 16 us itself, 21 us through a
 * thread; a ten-row page 23 us itself, 29 us through a thread).
 */
const WORTH_A_THREAD_MICROS = 40;
/** A statement that ran cheap goes to a thread again once in this many runs: its cost may grow with the data. */
const MEASURE_AGAIN_EVERY = 64;
/** Distinct statements remembered (an `in (?, ?, ...)` of each length is one). */
const KEPT = 2000;
/** How much the latest run moves a statement's cost. */
const LATEST_WEIGHT = 0.2;

type Cost = { micros: number; runs: number };

/** What each read statement cost on a read thread, to send only those worth it there. */
export function statementCosts() {
  const costs = new Map<string, Cost>();

  return {
    /** Unknown statements and costly ones go to a thread; a cheap one now and then, to measure it again. */
    worthAThread(sql: string): boolean {
      const cost = costs.get(sql);
      if (!cost) return true;
      cost.runs += 1;
      return cost.micros >= WORTH_A_THREAD_MICROS || cost.runs % MEASURE_AGAIN_EVERY === 0;
    },
    measured(sql: string, micros: number): void {
      const cost = costs.get(sql);
      if (cost) {
        cost.micros += (micros - cost.micros) * LATEST_WEIGHT;
        return;
      }
      if (costs.size >= KEPT) costs.delete(costs.keys().next().value as string);
      costs.set(sql, { micros, runs: 0 });
    },
  };
}

export type StatementCosts = ReturnType<typeof statementCosts>;
