import { assign, setup } from 'xstate';
import { MESSAGES, type ReportPayload } from '../../contract';
import { reportActors } from './report.actors';
import type { ReportContext, ReportEvent, ReportInput, ReportOutcome } from './report.types';

/** The report as POST /reports takes it: the target with the reason and, when given, the reporter's words. */
const payloadOf = ({ target, reason, details }: ReportContext): ReportPayload => {
  const words = details.trim();
  return { ...target, reason: reason ?? 'other', ...(words ? { details: words } : {}) } as ReportPayload;
};

/**
 * The report form of a post, a user or a chat message. Guarantees: a report is sent only with a reason, and with
 * the reporter's own words when the reason is Other; one is sent at a time; a second report of the same target
 * says it was already reported (the server keeps one per reporter); a refusal or a failure is shown in the form,
 * which keeps what was chosen and typed so it can be sent again; the form closes only when asked.
 */
export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  actors: reportActors,
  guards: {
    complete: ({ context }) => context.reason !== null && (context.reason !== 'other' || context.details.trim() !== ''),
    sent: (_, outcome: ReportOutcome) => outcome.ok,
    duplicate: (_, outcome: ReportOutcome) => !outcome.ok && outcome.status === 409,
  },
  actions: {
    storeOutcome: assign((_, outcome: ReportOutcome) => (outcome.ok ? { outcome: outcome.answer.message, error: null } : { outcome: outcome.message, error: null })),
    storeRefusal: assign((_, outcome: ReportOutcome) => ({ error: outcome.ok ? null : outcome.status === 401 ? MESSAGES.logInToReport : outcome.message })),
    storeFailure: assign({ error: MESSAGES.reportFailed }),
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ target: input.target, reason: null, details: '', error: null, outcome: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reason.chosen': { actions: assign({ reason: ({ event }) => event.reason, error: null }) },
        'details.changed': { actions: assign({ details: ({ event }) => event.value, error: null }) },
        'form.submitted': { guard: 'complete', target: 'submitting' },
        'form.closed': 'closed',
      },
    },
    submitting: {
      invoke: {
        src: 'submitReport',
        input: ({ context }) => payloadOf(context),
        onDone: [
          { guard: { type: 'sent', params: ({ event }) => event.output }, target: 'sent', actions: { type: 'storeOutcome', params: ({ event }) => event.output } },
          { guard: { type: 'duplicate', params: ({ event }) => event.output }, target: 'alreadyReported', actions: { type: 'storeOutcome', params: ({ event }) => event.output } },
          { target: 'editing', actions: { type: 'storeRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'storeFailure' },
      },
    },
    // The thanks stay until the reporter closes the form.
    sent: { on: { 'form.closed': 'closed' } },
    alreadyReported: { on: { 'form.closed': 'closed' } },
    closed: { type: 'final' },
  },
});
