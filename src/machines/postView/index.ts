export { postViewMachine } from './postView.machine';
export { postViewActors, loadPost, startChatRoom, copyLink, recordShare, readPostViewInput } from './postView.actors';
export * from './postView.selectors';
export type * from './postView.types';
