export { resetPasswordMachine } from './resetPassword.machine';
export { resetPasswordActors, requestResetLink, completeReset } from './resetPassword.actors';
export * from './resetPassword.selectors';
export * from './resetPassword.types';
