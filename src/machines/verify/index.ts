export { verifyMachine } from './verify.machine';
export { verifyActors, activateAccount, sendNewCode } from './verify.actors';
export * from './verify.selectors';
export * from './verify.types';
export { CODE_LENGTH, COOLDOWN_SECONDS } from './verify.rules';
