export { authMachine } from './auth.machine';
export { authActors } from './auth.actors';
export * from './auth.selectors';
export type * from './auth.types';
export { loginFormMachine, type LoginFormContext, type LoginFormEvent, type LoginFormInput } from './loginForm.machine';
export * from './loginForm.selectors';
export * from './loginForm.rules';
