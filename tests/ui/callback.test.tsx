import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, test } from 'vitest';
import { CALLBACK_ERRORS, MESSAGES } from '../../src/contract';
import { findMachine } from '../../src/machines/registry';
import { startTracing } from '../../src/ui/app/tracing';
import { formatReport, replayTrace } from '../../src/trace/trace.replay';
import { App } from '../../src/ui/app/App';
import { readSession } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { answerCurrentUser, memoryRouter, pathOf, renderApp } from './routes.render';

describe('AuthCallbackScreen', () => {
  test.each(Object.entries(CALLBACK_ERRORS))('error=%s says %j and goes to /login', async (code, text) => {
    const { router } = renderApp(`/auth/callback?error=${code}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(readSession()).toBeNull();
  });

  test('an unknown error code says it generally', async () => {
    const { router } = renderApp('/auth/callback?error=server_on_fire');
    expect(await screen.findByText(MESSAGES.callbackOtherCode)).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
  });

  test("our server's 'not configured' answer says so", async () => {
    renderApp('/auth/callback?error=not_configured');
    expect(await screen.findByText(MESSAGES.thirdPartyNotConfigured)).toBeInTheDocument();
  });

  test.each(['?token=abc', '?username=chidi', '?token=&username=chidi', ''])(
    'missing credentials (%s) say so and go to /login',
    async (query) => {
      const { router } = renderApp(`/auth/callback${query}`);
      expect(await screen.findByText(MESSAGES.callbackMissingCredentials)).toBeInTheDocument();
      await waitFor(() => expect(pathOf(router)).toBe('/login'));
    },
  );

  test("completes sign-in: 'Completing sign-in...', then the session, the toast and /", async () => {
    server.use(
      http.get('/api/fetchcurruserdetails', async () => {
        await delay(30);
        return HttpResponse.json({ message: 'later' }, { status: 503 });
      }),
    );
    answerCurrentUser();
    const { router } = renderApp('/auth/callback?token=oidc-token&username=chidi&new_user=false');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.completingSignIn);
    expect(await screen.findByText(MESSAGES.thirdPartySignedIn)).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(readSession()).toEqual({ token: 'oidc-token', username: 'chidi' });
  });

  test('welcomes a new user', async () => {
    answerCurrentUser();
    const { router } = renderApp('/auth/callback?token=oidc-token&username=chidi&new_user=true');
    expect(await screen.findByText(MESSAGES.thirdPartyNewUser)).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  test("a token the server rejects says 'Failed to complete sign-in' and goes to /login", async () => {
    server.use(http.get('/api/fetchcurruserdetails', () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })));
    const { router } = renderApp('/auth/callback?token=forged&username=chidi');
    await waitFor(() => expect(pathOf(router)).toBe('/login'));
    expect(readSession()).toBeNull();
    // The auth actor's 'You have been logged out' is dismissed; jsdom never ends its exit animation, so the test does.
    const dismissed = await screen.findByText(MESSAGES.loggedOut);
    const toastNode = dismissed.closest('.Toastify__toast');
    if (toastNode) fireEvent.animationEnd(toastNode);
    expect(await screen.findByText(MESSAGES.callbackFailed)).toBeInTheDocument();
  });

  test('under StrictMode (effects twice) the credentials reach auth once, and the recorded callback replays', async () => {
    const recorder = startTracing(true);
    if (!recorder) throw new Error('tracing did not start');
    recorder.clear();
    answerCurrentUser();
    const { Router, router } = memoryRouter('/auth/callback?token=oidc-token&username=chidi&new_user=true');
    render(
      <StrictMode>
        <App Router={Router} />
      </StrictMode>,
    );
    expect(await screen.findByText(MESSAGES.thirdPartyNewUser)).toBeInTheDocument();
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    expect(readSession()).toEqual({ token: 'oidc-token', username: 'chidi' });

    const trace = recorder.toFile();
    const handedOver = trace.entries.filter((entry) => entry.kind === 'event' && entry.event.type === 'session.established');
    expect(handedOver).toHaveLength(1);
    expect(JSON.stringify(trace)).not.toContain('oidc-token');
    const report = replayTrace(trace, findMachine);
    expect(report.ok, formatReport(report)).toBe(true);
    const callback = report.actors.find((actor) => actor.machine === 'authCallback' && actor.status === 'passed');
    expect(callback?.steps.at(-1)?.actual).toBe('succeeded');
  });
});
