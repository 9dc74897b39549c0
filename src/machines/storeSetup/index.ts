export { storeSetupMachine } from './storeSetup.machine';
export { storeSetupActors, loadCountries, loadCities, locateAddress, submitStore } from './storeSetup.actors';
export { toVendorBody, validateStore } from './storeSetup.rules';
export * from './storeSetup.selectors';
export { STORE_FIELDS } from './storeSetup.types';
export type * from './storeSetup.types';
