export { watchMachine } from './watch.machine';
export { watchActors, changeWatch, loadWatch } from './watch.actors';
export * from './watch.selectors';
export * from './watch.types';
