export { commentsMachine } from './comments.machine';
export { commentsActors, loadComments, sendComment } from './comments.actors';
export * from './comments.selectors';
export { commentProblem, failureMessage } from './comments.rules';
export type * from './comments.types';
