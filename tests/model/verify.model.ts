import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { COOLDOWN_SECONDS, verifyActors, verifyMachine, type VerifyContext, type VerifyEvent } from '../../src/machines/verify';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

export const USERNAME = 'ada_okafor';
export const GOOD_CODE = '123456';

/** One example of every verify event (typing is tried on the first box only, to keep the graph small). */
export const verifyEventFixtures = {
  'box.typed': [{ type: 'box.typed', index: 0, value: '7' }],
  'box.erased': [{ type: 'box.erased', index: 0 }],
  'box.focused': [{ type: 'box.focused', index: 3 }],
  'code.pasted': [
    { type: 'code.pasted', text: GOOD_CODE },
    { type: 'code.pasted', text: '12a456' },
  ],
  'code.submitted': [{ type: 'code.submitted' }],
  'resend.requested': [{ type: 'resend.requested' }],
} satisfies EventFixtures<VerifyEvent>;

/** What the server may answer, as the verify actors hand it to the machine. */
export const verifyOutputFixtures = {
  activateAccount: [
    { ok: true, answer: { success: true, response: 'successful', message: MESSAGES.verifySuccess } },
    { ok: false, failure: { status: 400, message: MESSAGES.accountAlreadyVerifiedServer } },
    { ok: false, failure: { status: 400, message: MESSAGES.invalidVerificationCode } },
  ],
  sendNewCode: [
    { ok: true, retryAfterSeconds: COOLDOWN_SECONDS },
    { ok: false, failure: { status: 429, message: MESSAGES.tooManyRequests, retryAfterSeconds: 2 } },
    { ok: false, failure: { status: 0, message: MESSAGES.networkError } },
  ],
  // The server's cooldown on entry: the whole wait just after registering, none on a later visit.
  loadResendCooldown: [COOLDOWN_SECONDS, 0],
} satisfies OutputFixtures<typeof verifyActors>;

export const verifySystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof verifyActors.activateAccount>(verifyMachine, 'activateAccount', verifyOutputFixtures.activateAccount),
  ...doneEvents<typeof verifyActors.sendNewCode>(verifyMachine, 'sendNewCode', verifyOutputFixtures.sendNewCode),
  ...errorEvents(verifyMachine, 'activateAccount'),
  ...errorEvents(verifyMachine, 'sendNewCode'),
  ...doneEvents<typeof verifyActors.loadResendCooldown>(verifyMachine, 'loadResendCooldown', verifyOutputFixtures.loadResendCooldown),
  ...errorEvents(verifyMachine, 'loadResendCooldown'),
  ...timerEvents(verifyMachine),
];

export const withUsername = { name: 'with a username', input: { username: USERNAME } };

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as VerifyContext;

const countingDown = (snapshot: AnyMachineSnapshot) => {
  const seconds = context(snapshot).secondsLeft;
  return snapshot.matches({ active: { resend: 'coolingDown' } }) && seconds > 2 && seconds < COOLDOWN_SECONDS;
};

export const verifyModel: MachineModel = {
  name: 'verify',
  machine: verifyMachine,
  variants: [withUsername, { name: 'without a username', input: { username: null } }],
  events: [...fixtureEvents<VerifyEvent>(verifyEventFixtures), ...verifySystemEvents],
  serialize: (snapshot) => {
    const { digits, activeBox, secondsLeft, error, notice, verifiedMessage } = context(snapshot);
    return JSON.stringify({ value: snapshot.value, digits: digits.join('|'), activeBox, secondsLeft, error, notice, verifiedMessage });
  },
  // In the middle of the countdown only the clock moves: what the user does there is tried at its start and end.
  // The server's cooldown answers before the user does anything (the graph stays small).
  filterEvents: (snapshot, event) => {
    if (snapshot.matches({ active: { resend: 'checkingCooldown' } })) return event.type.endsWith('.actor.loadResendCooldown');
    return !countingDown(snapshot) || event.type.startsWith('xstate.after.');
  },
};
