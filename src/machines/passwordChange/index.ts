export { passwordChangeMachine } from './passwordChange.machine';
export { passwordChangeActors, savePassword } from './passwordChange.actors';
export * from './passwordChange.selectors';
export * from './passwordChange.types';
export { passwordProblem, passwordStrength, verifyTone } from './passwordChange.rules';
