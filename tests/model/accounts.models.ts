/** Models of the smaller account machines: reset password, register, login form, not-found countdown. */
import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { FORGOT_PASSWORD_RESPONSES, MESSAGES } from '../../src/contract';
import { authMachine } from '../../src/machines/auth';
import { loginFormMachine, type LoginFormEvent } from '../../src/machines/loginForm';
import { notFoundMachine, type NotFoundEvent } from '../../src/machines/notFound/notFound.machine';
import { REGISTER_FIELDS, registerActors, registerMachine, type RegisterEvent, type RegisterField } from '../../src/machines/register';
import { resetPasswordActors, resetPasswordMachine, type ResetPasswordEvent } from '../../src/machines/resetPassword';
import { forReplay } from '../../src/trace/trace.replay';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

const everything = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

// ---------------------------------------------------------------------------
// Reset password: the request form, and the new password from the mailed link.

const NEW_PASSWORD = 'Palmwine7X';

export const resetPasswordEventFixtures = {
  'email.changed': [
    { type: 'email.changed', value: 'ada@example.com' },
    { type: 'email.changed', value: 'ada@' },
  ],
  'email.blurred': [{ type: 'email.blurred' }],
  'request.submitted': [{ type: 'request.submitted' }],
  'password.changed': [
    { type: 'password.changed', field: 'password', value: NEW_PASSWORD },
    { type: 'password.changed', field: 'password_confirm', value: NEW_PASSWORD },
    { type: 'password.changed', field: 'password', value: 'short' },
  ],
  'password.blurred': [{ type: 'password.blurred', field: 'password' }],
  'reset.submitted': [{ type: 'reset.submitted' }],
} satisfies EventFixtures<ResetPasswordEvent>;

export const resetPasswordOutputFixtures = {
  requestResetLink: [
    { ok: true, answer: { response: FORGOT_PASSWORD_RESPONSES.successful, message: MESSAGES.resetEmailSent } },
    { ok: true, answer: { response: FORGOT_PASSWORD_RESPONSES.noUser, message: MESSAGES.resetUnknownUser } },
    { ok: false, failure: { status: 0, message: MESSAGES.networkError } },
  ],
  completeReset: [
    { ok: true, message: MESSAGES.passwordResetComplete },
    { ok: false, failure: { status: 400, message: MESSAGES.resetLinkInvalid } },
    { ok: false, failure: { status: 400, message: MESSAGES.validationFailed, errors: { password: [MESSAGES.passwordTooCommon] } } },
    { ok: false, failure: { status: 0, message: MESSAGES.networkError } },
  ],
} satisfies OutputFixtures<typeof resetPasswordActors>;

export const resetPasswordVariants = {
  asking: { name: 'asking for a link', input: { token: null } },
  mailed: { name: 'from the mailed link', input: { token: 'mailed-token' } },
};

export const resetPasswordModel: MachineModel = {
  name: 'resetPassword',
  machine: resetPasswordMachine,
  variants: Object.values(resetPasswordVariants),
  events: [
    ...fixtureEvents<ResetPasswordEvent>(resetPasswordEventFixtures),
    ...doneEvents<typeof resetPasswordActors.requestResetLink>(resetPasswordMachine, 'requestResetLink', resetPasswordOutputFixtures.requestResetLink),
    ...doneEvents<typeof resetPasswordActors.completeReset>(resetPasswordMachine, 'completeReset', resetPasswordOutputFixtures.completeReset),
    ...errorEvents(resetPasswordMachine, 'requestResetLink'),
    ...errorEvents(resetPasswordMachine, 'completeReset'),
  ],
  serialize: everything,
};

// ---------------------------------------------------------------------------
// Register: fields are filled in form order, so the graph stays a chain.

const validValues: Record<RegisterField, string> = {
  first_name: 'Chiamaka',
  last_name: "O'Neil-Eze",
  username: 'chiamaka_eze',
  email: 'chiamaka@example.com',
  phone: '+234 801 234 5678',
  city: 'Enugu',
  password: 'Palmwine7X',
  password_confirm: 'Palmwine7X',
};

export const registerEventFixtures = {
  // The first is refused by the username rule; the others fill the form in order.
  'field.changed': [
    { type: 'field.changed', field: 'username', value: 'no spaces allowed' },
    ...REGISTER_FIELDS.map((field) => ({ type: 'field.changed' as const, field, value: validValues[field] })),
  ],
  'field.blurred': [{ type: 'field.blurred', field: 'first_name' }],
  'terms.toggled': [
    { type: 'terms.toggled', accepted: true },
    { type: 'terms.toggled', accepted: false },
  ],
  'form.submitted': [{ type: 'form.submitted' }],
} satisfies EventFixtures<RegisterEvent>;

export const registerOutputFixtures = {
  registerUser: [
    { ok: true, answer: { success: true, message: MESSAGES.registrationSuccessServer, username: validValues.username } },
    { ok: false, status: 400, message: MESSAGES.fixErrorsBelow, errors: { username: [MESSAGES.usernameTaken], non_field_errors: ['Try again later'] } },
    { ok: false, status: 0, message: MESSAGES.networkError },
  ],
  checkReferral: ['applied', 'refused', 'unchecked'],
} satisfies OutputFixtures<typeof registerActors>;

function nextFieldToFill(snapshot: AnyMachineSnapshot): RegisterField | undefined {
  const values = (snapshot.context as { values: Record<RegisterField, string> }).values;
  return REGISTER_FIELDS.find((field) => values[field] !== validValues[field]);
}

export const registerVariants = {
  plain: { name: 'no referral code', input: {} },
  referred: { name: 'with ?ref=', input: { referralCode: 'ada7x' } },
};

export const registerModel: MachineModel = {
  name: 'register',
  machine: registerMachine,
  variants: Object.values(registerVariants),
  events: [
    ...fixtureEvents<RegisterEvent>(registerEventFixtures),
    ...doneEvents<typeof registerActors.registerUser>(registerMachine, 'registerUser', registerOutputFixtures.registerUser),
    ...errorEvents(registerMachine, 'registerUser'),
    ...doneEvents<typeof registerActors.checkReferral>(registerMachine, 'checkReferral', registerOutputFixtures.checkReferral),
  ],
  serialize: everything,
  filterEvents: (snapshot, event) => {
    // The code is checked once, while it is being checked.
    if (event.type.startsWith('xstate.done.actor.checkReferral')) return snapshot.context.referralStatus === 'checking';
    return event.type !== 'field.changed' || (event.field === nextFieldToFill(snapshot) && (event.field !== 'username' || !snapshot.context.termsAccepted));
  },
};

// ---------------------------------------------------------------------------
// The login form, in front of a real (idle) auth actor.

export const loginFormEventFixtures = {
  'field.changed': [
    { type: 'field.changed', field: 'username', value: 'ada_okafor' },
    { type: 'field.changed', field: 'password', value: 'Secret123' },
    { type: 'field.changed', field: 'password', value: '123' },
  ],
  'field.blurred': [{ type: 'field.blurred', field: 'username' }],
  'form.submitted': [{ type: 'form.submitted' }],
} satisfies EventFixtures<LoginFormEvent>;

/** An auth actor on a simulated clock with silent actors: it receives what the form sends, and calls no server. */
export function idleAuth() {
  return createActor(forReplay(authMachine), { clock: new SimulatedClock(), input: { storedSession: null } }).start();
}

export const loginFormModel: MachineModel = {
  name: 'loginForm',
  machine: loginFormMachine,
  variants: [{ name: 'signed out', input: { auth: idleAuth() } }],
  events: fixtureEvents<LoginFormEvent>(loginFormEventFixtures),
  serialize: (snapshot) => {
    const { values, touched, revealAll } = snapshot.context as { values: unknown; touched: unknown; revealAll: unknown };
    return JSON.stringify({ value: snapshot.value, values, touched, revealAll });
  },
};

// ---------------------------------------------------------------------------
// Not found: a 10 s countdown home, or a way out at once.

export const notFoundEventFixtures = {
  'user.goHome': [{ type: 'user.goHome' }],
  'user.goBack': [{ type: 'user.goBack' }],
} satisfies EventFixtures<NotFoundEvent>;

export const notFoundModel: MachineModel = {
  name: 'notFound',
  machine: notFoundMachine,
  variants: [{ name: 'any path' }],
  events: [...fixtureEvents<NotFoundEvent>(notFoundEventFixtures), ...timerEvents(notFoundMachine)],
  serialize: everything,
  simplePaths: true,
};
