export { blockedUsersMachine } from './blockedUsers.machine';
export { blockedUsersActors, loadBlockedUsers, unblockUser } from './blockedUsers.actors';
export * from './blockedUsers.selectors';
export type * from './blockedUsers.types';
