import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine';
import { authMachine } from './auth/auth.machine';
import { authCallbackMachine } from './authCallback/authCallback.machine';
import { carouselMachine } from './carousel/carousel.machine';
import { loginFormMachine } from './auth/loginForm.machine';
import { notFoundMachine } from './notFound/notFound.machine';
import { registerMachine } from './register/register.machine';
import { resetPasswordMachine } from './resetPassword/resetPassword.machine';
import { verifyMachine } from './verify/verify.machine';

/**
 * Every machine of the product, by name. The statechart export
 * (`npm run statecharts`), the model-based tests and the trace replay
 * (`npm run replay`) all read this list, so a machine that is missing here has
 * no diagram, no generated paths and cannot be replayed.
 *
 * The name is the machine's `id`, so a recorded trace (which knows only the
 * running machine's id) finds its machine again.
 */
export const machineRegistry = {
  app: appMachine,
  auth: authMachine,
  authCallback: authCallbackMachine,
  carousel: carouselMachine,
  loginForm: loginFormMachine,
  notFound: notFoundMachine,
  register: registerMachine,
  resetPassword: resetPasswordMachine,
  verify: verifyMachine,
} satisfies Record<string, AnyStateMachine>;

const byName: ReadonlyMap<string, AnyStateMachine> = new Map(Object.entries(machineRegistry));

/** The registered machine with this id (which is its name here), if any. */
export function findMachine(id: string): AnyStateMachine | undefined {
  return byName.get(id);
}

/** Every registered machine as [name, machine], sorted by name. */
export function listMachines(): Array<[string, AnyStateMachine]> {
  return [...byName.entries()].sort(([a], [b]) => a.localeCompare(b));
}
