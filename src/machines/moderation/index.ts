export { moderationMachine } from './moderation.machine';
export { loadAudit, loadQueue, moderationActors, sendAction } from './moderation.actors';
export * from './moderation.selectors';
export type * from './moderation.types';
export { canHide } from './moderation.rules';
