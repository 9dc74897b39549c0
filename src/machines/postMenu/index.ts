export { postMenuMachine } from './postMenu.machine';
export { postMenuActors, hidePost, savePost, removePost } from './postMenu.actors';
export * from './postMenu.selectors';
export type * from './postMenu.types';
