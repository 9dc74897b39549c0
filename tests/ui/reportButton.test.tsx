import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import type { ReportTarget } from '../../src/machines/report';
import { ReportButton } from '../../src/ui/screens/report/ReportButton';
import { apiUrl, server } from '../setup/msw';
import { renderWithApp, signIn } from './post.render';

/** Reports the target with the reason Offensive through its button; answers what was sent. */
async function reportThrough(target: ReportTarget, label: string): Promise<unknown[]> {
  signIn('alice');
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl('/reports'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: MESSAGES.reportSent, kind: target.kind, reason: 'offensive' }, { status: 201 });
    }),
  );
  const { user } = renderWithApp(<ReportButton target={target} label={label} />);
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(screen.getByRole('radio', { name: 'Offensive' }));
  await user.click(screen.getByRole('button', { name: 'Send Report' }));
  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.reportSent);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return sent;
}

describe('ReportButton', () => {
  it("reports a user from their profile's Report user", async () => {
    expect(await reportThrough({ kind: 'user', username: 'ada_fabrics' }, 'Report user')).toEqual([{ kind: 'user', username: 'ada_fabrics', reason: 'offensive' }]);
  });

  it("reports a chat message from its bubble's Report", async () => {
    expect(await reportThrough({ kind: 'message', uniquecode: 'room-1', message_id: 7 }, 'Report')).toEqual([
      { kind: 'message', uniquecode: 'room-1', message_id: 7, reason: 'offensive' },
    ]);
  });

  it('closes with the dialog’s Close without sending', async () => {
    signIn('alice');
    const { user } = renderWithApp(<ReportButton target={{ kind: 'user', username: 'ada_fabrics' }} label="Report user" />);
    await user.click(screen.getByRole('button', { name: 'Report user' }));
    expect(screen.getByRole('dialog', { name: 'Report user' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
