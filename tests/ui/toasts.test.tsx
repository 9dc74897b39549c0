import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { ToastArea } from '../../src/ui/app/ToastArea';
import { showToast, withdrawToast } from '../../src/ui/app/toast';
import { renderApp } from './routes.render';
import { ALICE_PASSWORD, settingsServer } from './settings.render';

/** What the toast areas show now (toasts on their way out excluded). */
function shownToasts(): string[] {
  return [...document.querySelectorAll('.Toastify__toast')].filter((node) => !/-exit/.test(node.className)).map((node) => node.textContent ?? '');
}

/** Ends the exit animations jsdom never ends (a browser ends them within a second), so the next toast in line can show. */
function endToastExits(): void {
  for (const node of document.querySelectorAll('.Toastify__toast')) if (/-exit/.test(node.className)) fireEvent.animationEnd(node);
}

/** What the toast areas show once the toasts that were told to leave have left. */
function shownAfterExits(): string[] {
  endToastExits();
  return shownToasts();
}

/** Toasts asked for while the app shows `path`. */
function on(path: string, ...requests: Parameters<typeof showToast>[0][]): void {
  window.history.pushState(null, '', path);
  act(() => requests.forEach(showToast));
}

describe('toasts asked for before the toast area is on the page', () => {
  it('show in their own areas once it is, a live notification bottom-right included', async () => {
    await act(async () => {
      showToast({ tone: 'success', message: MESSAGES.passwordUpdated });
      showToast({ tone: 'info', message: 'tunde started following you', position: 'bottom-right' });
      await Promise.resolve();
    });
    render(<ToastArea />);
    const live = await screen.findByRole('region', { name: 'Live notifications' });
    await waitFor(() => expect(within(live).getByText('tunde started following you')).toBeInTheDocument());
    expect(shownToasts()).toEqual(expect.arrayContaining([MESSAGES.passwordUpdated, 'tunde started following you']));
  });
});

describe('toasts', () => {
  it('a failed then a successful submit: the success shows at once, the error is gone', async () => {
    settingsServer();
    const { user } = renderApp('/settings/profile');
    const form = within(await screen.findByRole('form', { name: 'Change Password' }));
    await user.type(form.getByLabelText('Current password'), ALICE_PASSWORD);
    await user.type(form.getByLabelText('New password'), 'a-new-secret');
    await user.type(form.getByLabelText('Verify new password'), 'a-new-secreX');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(shownToasts()).toEqual([MESSAGES.passwordsDoNotMatch]));
    await user.clear(form.getByLabelText('Verify new password'));
    await user.type(form.getByLabelText('Verify new password'), 'a-new-secret');
    await user.click(form.getByRole('button', { name: 'Update Password' }));
    // Well before the error's 8 s are up.
    await waitFor(() => expect(shownAfterExits()).toEqual([MESSAGES.passwordUpdated]), { timeout: 3000 });
  }, 20_000);

  it("another screen's toast keeps its turn; an error waiting behind it never shows after the success that followed it", async () => {
    render(<ToastArea />);
    on('/', { tone: 'info', message: MESSAGES.postShared });
    await waitFor(() => expect(shownToasts()).toEqual([MESSAGES.postShared]));
    on('/settings/profile', { tone: 'error', message: MESSAGES.failedToUpdatePassword }, { tone: 'success', message: MESSAGES.passwordUpdated });
    on('/notification', { tone: 'info', message: 'tunde liked your post', position: 'bottom-right' });
    await waitFor(() => expect(shownToasts()).toEqual([MESSAGES.postShared, 'tunde liked your post']));
    act(() => withdrawToast({ tone: 'info', message: MESSAGES.postShared }));
    await waitFor(() => expect(shownAfterExits()).toEqual([MESSAGES.passwordUpdated, 'tunde liked your post']));
    act(() => withdrawToast({ tone: 'success', message: MESSAGES.passwordUpdated }));
    await waitFor(() => expect(shownAfterExits()).toEqual(['tunde liked your post']));
  });

  it('a success replaces an error shown for another screen', async () => {
    render(<ToastArea />);
    on('/login', { tone: 'error', message: MESSAGES.invalidCredentials });
    await waitFor(() => expect(shownToasts()).toEqual([MESSAGES.invalidCredentials]));
    on('/', { tone: 'success', message: MESSAGES.loginSuccess });
    await waitFor(() => expect(shownAfterExits()).toEqual([MESSAGES.loginSuccess]));
  });
});
