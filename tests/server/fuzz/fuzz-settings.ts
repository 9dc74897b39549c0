import type fc from 'fast-check';

function numberFrom(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${text}`);
  return value;
}

/**
 * How a fuzz run is chosen: FUZZ_SEED replays a run (a new random seed otherwise, printed first), FUZZ_RUNS
 * sets how many requests each property sends (the suite's default otherwise), FUZZ_PATH
 * jumps to the failing case fast-check printed, FUZZ_SHRINK=1 looks for the smallest failing request.
 */
export function fuzzParameters<T>(suite: string, defaultRuns: number): fc.Parameters<T> {
  const seed = numberFrom('FUZZ_SEED', Math.floor(Math.random() * 2 ** 31));
  const numRuns = numberFrom('FUZZ_RUNS', defaultRuns);
  const path = process.env.FUZZ_PATH;
  console.info(`${suite}: ${numRuns} runs, seed ${seed}; replay with FUZZ_SEED=${seed} npx vitest run tests/server/fuzz`);
  return {
    seed,
    numRuns,
    ...(path ? { path } : {}),
    // Shrinking replays requests against a server whose state each one changed; the full request is printed instead.
    endOnFailure: process.env.FUZZ_SHRINK !== '1',
  };
}
