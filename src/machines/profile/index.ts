export { profileMachine } from './profile.machine';
export { profileActors, loadProfile, openChatRoom } from './profile.actors';
export * from './profile.selectors';
export type * from './profile.types';
export { UNCATEGORIZED, groupPostsByCategory, profileLocation, type CategoryGroup, type ProfilePost } from './profile.rules';
