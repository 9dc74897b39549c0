import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('the toast area', () => {
  // A fresh copy of the app and its screens is imported first: more than the default 5 s on a busy machine.
  it('is not on the page (nor react-toastify fetched) until the first toast, which then shows', { timeout: 30_000 }, async () => {
    // The test setup asks for the toast area before every file: a fresh copy of the app has never shown a toast.
    vi.resetModules();
    const { renderApp } = await import('./routes.render');
    const { showToast } = await import('../../src/ui/app/toast');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(await screen.findByText('No Content Found...')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Live notifications' })).toBeNull();

    act(() => showToast({ tone: 'info', message: 'Welcome back' }));
    expect(await screen.findByText('Welcome back', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Live notifications' })).toBeInTheDocument();
  });

  it('is asked for again with the next toast when its code could not be fetched (offline), which then shows', { timeout: 30_000 }, async () => {
    vi.resetModules();
    let offline = true;
    vi.doMock('../../src/ui/app/toastQueue', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { renderApp } = await import('./routes.render');
    const { showToast } = await import('../../src/ui/app/toast');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();

    act(() => showToast({ tone: 'error', message: 'Could not change the watch. Please try again.' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Could not change the watch. Please try again.')).toBeNull();

    offline = false;
    act(() => showToast({ tone: 'success', message: "Watching this post's price. We'll tell you when it drops." }));
    expect(await screen.findByText("Watching this post's price. We'll tell you when it drops.", {}, { timeout: 3000 })).toBeInTheDocument();
    vi.doUnmock('../../src/ui/app/toastQueue');
  });
});
