export { postShadowMachine } from './postShadow.machine';
export * from './postShadow.selectors';
export type * from './postShadow.types';
