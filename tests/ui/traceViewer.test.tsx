import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { TraceViewerScreen } from '../../src/ui/screens/traceViewer/TraceViewerScreen';

// jsdom lays nothing out, so Mermaid cannot measure its drawing here; the browser test draws the real one.
// The page shows each diagram's source too, and that is what these assertions read.
vi.mock('mermaid', () => ({
  default: { initialize: () => undefined, render: async (_id: string, text: string) => ({ svg: `<svg aria-label="statechart">${text.length}</svg>` }) },
}));

const TRACE = readFileSync(resolve(import.meta.dirname, '../traces/verify-session.json'), 'utf8');

async function openTrace(text = TRACE, name = 'verify-session.json') {
  const user = userEvent.setup();
  render(<TraceViewerScreen />);
  await user.upload(screen.getByLabelText('Trace file'), new File([text], name, { type: 'application/json' }));
  return user;
}

const verifyEvents = () => within(screen.getByRole('list', { name: 'verify events' }));
const stepPart = (part: string) => screen.getByRole('region', { name: 'Step' }).querySelector(`[data-part="${part}"]`)?.textContent;
const chartSources = () => [...document.querySelectorAll('[data-part="chart-source"]')].map((element) => element.textContent ?? '');

describe('the trace viewer', () => {
  it('replays a chosen trace and shows each actor’s events as a timeline, starting at the first step', async () => {
    await openTrace();
    expect(await screen.findByText('The replay reached every recorded state.')).toBeInTheDocument();
    expect(verifyEvents().getAllByRole('button').length).toBeGreaterThan(20);
    expect(verifyEvents().getAllByRole('button')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/^verify: step 1 of \d+$/)).toBeInTheDocument();
    expect(stepPart('event')).toBe('xstate.init');
    // The start shows the whole first context as what changed.
    const changes = within(screen.getByRole('table', { name: 'Context changes' }));
    expect(changes.getAllByRole('row').map((row) => row.textContent)).toContain('username(none)"ada_okafor"');
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
  });

  it('steps to a chosen event and highlights the states the machine is in there, then forward and back', async () => {
    const user = await openTrace();
    const [firstSubmit] = await verifyEvents().findAllByRole('button', { name: /code\.submitted/ });
    if (!firstSubmit) throw new Error('the trace has no code.submitted');
    await user.click(firstSubmit);
    expect(stepPart('event')).toBe('code.submitted');
    expect(stepPart('state')).toBe('{"active":{"code":"verifying","resend":"coolingDown"}}');
    await waitFor(() => expect(chartSources().join('\n')).toContain('class s_verify_active_code_verifying,s_verify_active_resend_coolingDown active'));
    expect(document.querySelector('[data-part="drawing"] svg')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(stepPart('event')).toBe('xstate.done.actor.activateAccount');
    await waitFor(() => expect(chartSources().join('\n')).toContain('class s_verify_active_code_idle,s_verify_active_resend_coolingDown active'));
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(stepPart('event')).toBe('code.submitted');
    expect(verifyEvents().getByRole('button', { current: 'step' })).toHaveTextContent('code.submitted');
  });

  it('copies the command that replays the same file from a terminal', async () => {
    const user = await openTrace();
    expect(await screen.findByText('npm run replay -- verify-session.json')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy replay command' }));
    expect(await screen.findByText(MESSAGES.replayCommandCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('npm run replay -- verify-session.json');
  });

  it('says a file is no trace and shows nothing of it', async () => {
    await openTrace('{"entries": []}', 'notes.json');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.traceFileNotATrace);
    expect(screen.queryByRole('region', { name: 'Timelines' })).not.toBeInTheDocument();
  });
});
