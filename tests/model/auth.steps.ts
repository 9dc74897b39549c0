/** How each step of an auth path happens in the running client: what a person does, and the server's answers. */
import { act, fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { DURATIONS, logoutAnswerSchema, MESSAGES } from '../../src/contract';
import { authMachine, type AuthEvent, type CurrentUserOutcome, type LoginOutcome } from '../../src/machines/auth';
import { call } from '../../src/services/api';
import { clearSession, writeSession } from '../../src/services/cookies';
import { loginForm, navbar, pathOf, type Rendered } from './auth.view';
import { invokeIds, type Path } from './harness';
import { flush } from './settle';
import { answerQueue, reachableOverHttp, type Answer } from './view';

// The server side: answers released step by step, as the path says.

export const answers = answerQueue(['login', 'currentUser', 'logout'] as const);

function loginAnswer(outcome: LoginOutcome): Answer {
  switch (outcome.kind) {
    case 'success':
      return () => HttpResponse.json(outcome.answer);
    case 'inactive':
      return () => HttpResponse.json({ message: MESSAGES.inactiveUser, username: outcome.username }, { status: 403 });
    case 'failure':
      return () => HttpResponse.json({ message: outcome.message }, { status: 400 });
  }
}

function currentUserAnswer(outcome: CurrentUserOutcome): Answer {
  switch (outcome.kind) {
    case 'loaded':
      return () => HttpResponse.json({ currentuser: outcome.currentUser });
    case 'authFailed':
      return () => HttpResponse.json({ message: outcome.message }, { status: 401 });
    case 'unavailable':
      return () => HttpResponse.error();
  }
}

const loginIds = invokeIds(authMachine, 'logIn');
const currentUserIds = invokeIds(authMachine, 'loadCurrentUser');
const logoutIds = invokeIds(authMachine, 'logOut');

// What a person does.

async function goTo(view: Rendered, path: string): Promise<void> {
  if (pathOf(view) === path) return;
  await act(async () => {
    await view.router.navigate(path);
  });
}

/**
 * Closes the toasts on screen as a person does (their close button), so the
 * next one (one at a time) can show. jsdom runs no CSS animations, so their
 * ends are fired by hand.
 */
async function closeToasts(): Promise<void> {
  const open = screen.queryAllByRole('button', { name: 'close' });
  if (!open.length) return;
  await act(async () => {
    for (const close of open) fireEvent.click(close);
  });
  await act(async () => {
    for (const toastNode of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(toastNode);
    await vi.advanceTimersByTimeAsync(1000);
  });
}

export async function perform(event: AnyEventObject, view: Rendered): Promise<void> {
  await closeToasts();
  const type = event.type;
  if (type.startsWith('xstate.done.actor.')) {
    const id = String(event.actorId);
    await flush();
    if (loginIds.includes(id)) answers.release('login', loginAnswer(event.output as LoginOutcome));
    else if (currentUserIds.includes(id)) answers.release('currentUser', currentUserAnswer(event.output as CurrentUserOutcome));
    else if (logoutIds.includes(id)) answers.release('logout', () => HttpResponse.json({ message: 'Logged out' }));
    else throw new Error(`no HTTP answer for ${type}`);
    return;
  }
  const authEvent = event as AuthEvent;
  switch (authEvent.type) {
    case 'login.submitted': {
      await goTo(view, '/login');
      await act(async () => {
        fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: authEvent.username } });
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: authEvent.password } });
        fireEvent.submit(loginForm());
      });
      return;
    }
    case 'login.dismissed':
      // Editing the form after a refusal takes the server's message away.
      await goTo(view, '/login');
      await act(async () => {
        fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'ada' } });
      });
      return;
    case 'user.logoutRequested':
      await act(async () => {
        fireEvent.click(navbar().getByRole('button', { name: 'Logout' }));
      });
      return;
    case 'session.established':
      // The third-party sign-in comes back to the callback screen, which hands the session over.
      await goTo(view, '/');
      await goTo(view, `/auth/callback?token=${authEvent.token}&username=${authEvent.username}`);
      return;
    case 'api.authFailed':
      // Any call while signed in answers 401: the session is over.
      await act(async () => {
        await call('/anything', logoutAnswerSchema, { auth: true }).catch(() => undefined);
      });
      return;
    case 'cookies.changed':
      // Another tab signed in or out; this tab's watcher reads the cookies at its next tick.
      if (authEvent.session) writeSession(authEvent.session);
      else clearSession();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(DURATIONS.cookiePolling);
      });
      return;
    case 'currentUser.refreshRequested':
      throw new Error('no view asks for fresh current-user details yet');
  }
}

/** Paths the client can follow: a thrown actor error cannot come over HTTP, and no view asks for a refresh yet. */
export const reachableFromTheView = (path: Path) =>
  reachableOverHttp(path) && !path.steps.some((step) => step.event.type === 'currentUser.refreshRequested');

/**
 * The event the running client delivers for a step. A 401 while loading the
 * current user reaches the auth actor first as `api.authFailed` (every call's
 * 401 is watched while signed in), which ends the session the same way before
 * the load's own outcome arrives.
 */
export function asTheClientSeesIt(event: AnyEventObject): AnyEventObject {
  const output = event.output as CurrentUserOutcome | undefined;
  if (currentUserIds.includes(String(event.actorId)) && output?.kind === 'authFailed') return { type: 'api.authFailed', message: output.message };
  return event;
}
