/** The model of the report form: a reason (Other with words), sending, the thanks, a duplicate, a refusal, a failure. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { reportActors, reportMachine, type ReportContext, type ReportEvent, type ReportInput } from '../../src/machines/report';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const reportEventFixtures = {
  'reason.chosen': [
    { type: 'reason.chosen', reason: 'scam' },
    { type: 'reason.chosen', reason: 'other' },
  ],
  'details.changed': [
    { type: 'details.changed', value: 'Asks for payment before delivery' },
    { type: 'details.changed', value: '' },
  ],
  'form.submitted': [{ type: 'form.submitted' }],
  'form.closed': [{ type: 'form.closed' }],
} satisfies EventFixtures<ReportEvent>;

/** Sent; already reported (409); refused (403); the session gone (401). */
export const reportOutputFixtures = {
  submitReport: [
    { ok: true, answer: { message: MESSAGES.reportSent, kind: 'post', reason: 'scam' } },
    { ok: false, status: 409, message: MESSAGES.alreadyReportedPost },
    { ok: false, status: 403, message: MESSAGES.cannotReportOwnPost },
    { ok: false, status: 401, message: 'Authentication credentials were not provided.' },
  ],
} satisfies OutputFixtures<typeof reportActors>;

export const reportSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof reportActors.submitReport>(reportMachine, 'submitReport', reportOutputFixtures.submitReport),
  ...errorEvents(reportMachine, 'submitReport'),
];

export const reportVariants = {
  post: { name: 'a post', input: { target: { kind: 'post', post_id: 42 } } satisfies ReportInput },
  user: { name: 'a user', input: { target: { kind: 'user', username: 'ada_fabrics' } } satisfies ReportInput },
  message: { name: 'a chat message', input: { target: { kind: 'message', uniquecode: 'room-1', message_id: 7 } } satisfies ReportInput },
} satisfies Record<string, ModelVariant>;

export const reportModel: MachineModel = {
  name: 'report',
  machine: reportMachine,
  variants: Object.values(reportVariants),
  events: [...fixtureEvents<ReportEvent>(reportEventFixtures), ...reportSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { reason, details, error, outcome } = snapshot.context as ReportContext;
    return JSON.stringify({ value: snapshot.value, reason, words: details !== '', error, outcome });
  },
};
