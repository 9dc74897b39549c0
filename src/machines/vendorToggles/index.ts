export { vendorTogglesMachine } from './vendorToggles.machine';
export { vendorTogglesActors, saveToggle } from './vendorToggles.actors';
export * from './vendorToggles.selectors';
export type * from './vendorToggles.types';
