export { registerMachine } from './register.machine';
export { registerActors, registerUser } from './register.actors';
export * from './register.selectors';
export * from './register.types';
export { validateRegistration, toRegisterPayload, placeServerErrors, normaliseReferralCode } from './register.rules';
