export { feedLayoutMachine } from './feedLayout.machine';
export { readFeedLayoutInput } from './feedLayout.actors';
export * from './feedLayout.selectors';
export type * from './feedLayout.types';
