export { presenceMachine } from './presence.machine';
export { presenceActors, postOnlineStatus, readPresenceInput, watchActivity, watchPage } from './presence.actors';
export * from './presence.selectors';
export type * from './presence.types';
