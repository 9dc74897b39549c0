export { loginFormMachine, type LoginFormContext, type LoginFormEvent, type LoginFormInput } from './loginForm.machine';
export * from './loginForm.selectors';
export * from './loginForm.rules';
