export { generalTogglesMachine } from './generalToggles.machine';
export { generalTogglesActors, saveToggle } from './generalToggles.actors';
export * from './generalToggles.selectors';
export * from './generalToggles.types';
export { generalValuesOf, toggleBodyOf } from './generalToggles.rules';
