/*
 * The pieces that answerChecks.generated.ts is written in: each checks one value of an answer as zod checks it
 * and gives back what zod's parse gives (objects keep only their schema's keys). The first screen's answers, and a
 * shared post's answers and socket frames, are checked with these rather than with zod's runtime, which then loads
 * with the first screen that needs it. The
 * generator (scripts/contract/answerChecks.ts) writes them from the contract's zod schemas, and a test holds both
 * to the same verdicts and outputs.
 */

export * from './answerChecks.values';
export * from './answerChecks.refinements';
