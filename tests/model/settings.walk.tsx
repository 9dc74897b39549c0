import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { CurrentUser } from '../../src/contract';
import type { SettingsStatus, UpdateOutcome } from '../../src/machines/shared/settingsUpdate';
import { clearSession, writeSession } from '../../src/services/cookies';
import { aliceLogin, currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { underFakeClock } from './view/clock';
import { refusal, renderScreen, type Answer } from './view';

// What the walks of the settings forms (and the profile's own controls) share: a signed-in Alice, one part rendered
// alone, Tab to leave a field, files chosen, the server's answer to a save, banners and switches, a simulated clock.

/** Alice's details as the fake server holds them. */
export const aliceDetails = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({ ...currentUserOf('alice'), ...overrides });

/** Alice signed in in this browser, her details served as the fake server holds them. */
export function signInAlice(overrides: Partial<CurrentUser> = {}): void {
  writeSession({ token: aliceLogin.token, username: 'alice' });
  server.use(http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: aliceDetails(overrides) })));
}

/** Renders one part of a page (a settings form, a profile's control) for a signed-in Alice; the walk answers her saves. */
export function renderForAlice(element: ReactElement, overrides: Partial<CurrentUser> = {}): void {
  signInAlice(overrides);
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

/** POST /updatedata as the server answers a settings save: the saved answer, or a refusal in the server's words. */
export function updateAnswer(outcome: UpdateOutcome<unknown>): Answer {
  if (outcome.ok) return () => HttpResponse.json(outcome.answer as Record<string, unknown>);
  return refusal({ status: 400, message: outcome.message });
}

/** A section's banner: an error is an alert, the others a status; none when the machine holds none. */
export function expectBanner(section: HTMLElement, status: SettingsStatus | null): void {
  const banner = section.querySelector('[data-part="banner"]');
  if (!status) {
    expect(banner).toBeNull();
    return;
  }
  expect(within(section).getByRole(status.tone === 'error' ? 'alert' : 'status')).toHaveTextContent(status.message);
}

/** A settings switch, by its label. */
export const settingsSwitch = (label: string): HTMLElement => screen.getByRole('switch', { name: label });

/** A switch's position and whether it takes a flip. */
export function expectSwitch(label: string, on: boolean, busy: boolean): void {
  expect(settingsSwitch(label)).toHaveAttribute('aria-checked', String(on));
  if (busy) expect(settingsSwitch(label)).toBeDisabled();
  else expect(settingsSwitch(label)).toBeEnabled();
}

/** Chooses a file in a picker as a person does; the dialog's "All files" lets a non-image through, as the machine expects. */
export async function chooseFile(picker: HTMLElement, file: File): Promise<void> {
  await underFakeClock(userEvent.setup({ delay: null, applyAccept: false }).upload(picker, file));
}
