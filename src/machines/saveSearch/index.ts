export { saveSearchMachine } from './saveSearch.machine';
export { saveSearch, saveSearchActors } from './saveSearch.actors';
export { isSavable, nameError, savedQueryFrom } from './saveSearch.rules';
export * from './saveSearch.selectors';
export type * from './saveSearch.types';
