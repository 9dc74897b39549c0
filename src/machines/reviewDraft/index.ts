export { reviewDraftMachine } from './reviewDraft.machine';
export { reviewDraftActors } from './reviewDraft.actors';
export { draftProblem } from './reviewDraft.rules';
export * from './reviewDraft.selectors';
export type * from './reviewDraft.types';
