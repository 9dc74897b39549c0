export { inboxMachine } from './inbox.machine';
export { inboxActors, loadRooms, type RoomsPageInput } from './inbox.actors';
export { inboxErrorText, visibleRooms } from './inbox.rules';
export * from './inbox.selectors';
export type * from './inbox.types';
