/**
 * A session in the rendered client, recorded the way development records it
 * (StrictMode, so every screen actor is started, stopped and started again),
 * replays against the machines: the root and auth actors and every screen actor
 * reach the states the trace recorded.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { expect, test } from 'vitest';
import { findMachine } from '../../src/machines/registry';
import { startTracing } from '../../src/ui/app/tracing';
import { formatReport, replayTrace } from '../../src/trace/trace.replay';
import { App } from '../../src/ui/app/App';
import { server } from '../setup/msw';
import { aliceLogin, answerCurrentUser, memoryRouter } from './routes.render';

test('a recorded session (sign in, a page, logout) replays to every recorded state', async () => {
  const recorder = startTracing(true);
  if (!recorder) throw new Error('tracing did not start');
  recorder.clear();
  server.use(
    http.post('/api/login', () => HttpResponse.json(aliceLogin)),
    http.post('/api/logout', () => HttpResponse.json({ message: 'Logged out' })),
  );
  answerCurrentUser();
  const { Router } = memoryRouter('/login');
  const user = userEvent.setup();
  render(
    <StrictMode>
      <App Router={Router} />
    </StrictMode>,
  );

  await user.type(screen.getByLabelText('Username or email'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const navbar = within(screen.getByRole('navigation', { name: 'Main' }));
  await user.click(await navbar.findByRole('link', { name: 'Chats' }));
  expect(await screen.findByRole('heading', { name: /Messages/ })).toBeInTheDocument();
  await user.click(navbar.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(navbar.getByRole('link', { name: 'Sign In' })).toBeInTheDocument());

  const trace = recorder.toFile();
  expect(JSON.stringify(trace)).not.toContain('secret-pass');
  const report = replayTrace(trace, findMachine);
  expect(report.ok, formatReport(report)).toBe(true);
  const replayed = report.actors.filter((actor) => actor.status === 'passed').map((actor) => actor.machine);
  expect(replayed).toEqual(expect.arrayContaining(['app', 'auth', 'loginForm', 'socket', 'presence', 'inbox', 'notifications']));
  const auth = report.actors.find((actor) => actor.machine === 'auth' && actor.status === 'passed');
  expect(auth?.steps.map((step) => step.event)).toEqual(expect.arrayContaining(['login.submitted', 'user.logoutRequested']));
  expect(auth?.steps.at(-1)?.actual).toBe('signedOut');
});
