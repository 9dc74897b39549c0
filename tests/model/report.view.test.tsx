/**
 * The report form follows its machine: the graph's paths are replayed on the rendered ReportDialog, for a post, a
 * user and a chat message. A reason is a radio (clicked), the words a text box, the form is submitted as Send Report
 * submits it, the dialog's Close is clicked; POST /reports answers as the path says (the thanks, a 409 duplicate, a refusal, a network
 * failure), released step by step. After every step the dialog shows the step's reason, words, error and outcome.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '../../src/contract';
import type { ReportEvent, ReportOutcome, ReportSnapshot, ReportTarget } from '../../src/machines/report';
import { reportMachine } from '../../src/machines/report';
import { ReportDialog } from '../../src/ui/screens/report/ReportDialog';
import { apiUrl, server } from '../setup/msw';
import { signIn } from '../ui/post.render';
import { reportModel } from './report.model';
import { answerQueue, changeTo, clickOn, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, submitForm } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const dialog = () => screen.getByRole('dialog');
const words = () => screen.getByRole('textbox');
const sendButton = () => screen.getByRole('button', { name: /Send Report|Sending/ });

/** The form as the context says: the chosen reason, the words, Send Report offered only with a complete report. */
function expectForm({ context }: ReportSnapshot, sending: boolean) {
  for (const reason of REPORT_REASONS) expect(screen.getByRole('radio', { name: REPORT_REASON_LABELS[reason] })).toHaveProperty('checked', context.reason === reason);
  expect(words()).toHaveValue(context.details);
  const complete = context.reason !== null && (context.reason !== 'other' || context.details.trim() !== '');
  if (sending) expect(sendButton()).toHaveTextContent('Sending...');
  else expect(sendButton()).toHaveProperty('disabled', !complete);
  if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error);
  else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

function expectOutcome({ context }: ReportSnapshot) {
  expect(screen.getByRole('status')).toHaveTextContent(context.outcome ?? '');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
}

const leafAssertions: Record<string, (snapshot: ReportSnapshot) => void> = {
  'report.editing': (snapshot) => expectForm(snapshot, false),
  'report.submitting': (snapshot) => expectForm(snapshot, true),
  'report.sent': expectOutcome,
  'report.alreadyReported': expectOutcome,
  'report.closed': () => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Report closed')).toBeInTheDocument();
  },
};

const answers = answerQueue(['report'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const outcome = event.output as ReportOutcome;
    return answers.release('report', outcome.ok ? () => HttpResponse.json(outcome.answer, { status: 201 }) : refusal({ status: outcome.status, message: outcome.message }));
  }
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('report', refusal({ status: 0, message: 'offline' }));
  const step = event as ReportEvent;
  if (step.type === 'reason.chosen') return clickOn(user, screen.getByRole('radio', { name: REPORT_REASON_LABELS[step.reason] }));
  if (step.type === 'details.changed') return changeTo(words(), step.value);
  if (step.type === 'form.submitted') return submitForm(sendButton().closest('form') ?? dialog());
  // The dialog's own close button (the thanks also offer a Close of their own).
  return clickOn(user, dialog().querySelector('[data-part="close"]') ?? dialog());
}

/** The dialog where a page shows it, and what the page shows once it closed. */
function Host({ target }: { target: ReportTarget }) {
  const [closed, setClosed] = useState(false);
  return closed ? <p>Report closed</p> : <ReportDialog target={target} onClosed={() => setClosed(true)} />;
}

const { walkPath } = screenWalk<ReportSnapshot>({
  machine: reportMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    signIn('alice');
    const { target } = variant.input as { target: ReportTarget };
    renderScreen({ path: '/', element: <Host target={target} />, entry: '/', elsewhere: {} });
  },
});

describe('the report form follows the report machine', () => {
  beforeEach(() => {
    answers.reset();
    server.use(http.post(apiUrl('/reports'), () => answers.next('report')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(reportMachine, leafAssertions);
  });

  it('shows every step of the generated paths, refusals and failures included', async () => {
    await expectViewFollowsModel(reportModel, walkPath, { reachable: () => true });
  }, 120_000);
});
