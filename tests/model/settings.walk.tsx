import { cleanup } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CurrentUser } from '../../src/contract';
import { clearSession, writeSession } from '../../src/services/cookies';
import { aliceLogin, currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { underFakeClock } from './view/clock';
import { renderScreen } from './view';

// What the walks of the settings forms share: a signed-in Alice, one form rendered alone, a simulated clock.

/** Alice's details as the fake server holds them. */
export const aliceDetails = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({ ...currentUserOf('alice'), ...overrides });

/** Renders one part of a settings page for a signed-in Alice; the walk answers her saves. */
export function renderSettingsPart(element: ReactElement, overrides: Partial<CurrentUser> = {}): void {
  writeSession({ token: aliceLogin.token, username: 'alice' });
  server.use(http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: aliceDetails(overrides) })));
  renderScreen({ path: '/settings', element, entry: '/settings', elsewhere: {} });
}

/** Leaves a field as a person does: clicks into it, then tabs on. */
export async function leaveFormField(user: UserEvent, field: HTMLElement): Promise<void> {
  await underFakeClock(user.click(field));
  await underFakeClock(user.tab());
}

/** Timers are the simulated clock's for every test of the describe block. */
export function useFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    clearSession();
    vi.useRealTimers();
  });
}
