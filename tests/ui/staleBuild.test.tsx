import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { lazyPart } from '../../src/ui/app/lazyPart';
import { RouteError } from '../../src/ui/app/RouteError';
import { markBuildStale } from '../../src/ui/app/staleBuild';

const reload = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock(import('../../src/ui/app/pageReload'), () => reload);

const chunkGone = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/RegisterScreen-old1.js');

// One file, one order: the build's staleness is the tab's for good once known.
describe("code a deploy took away, once the app knows the tab's build is gone", () => {
  it('first reads as a failed connection, then offers the new version in the screen and in a part, and Reload loads the page', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = lazyPart(() => Promise.reject(chunkGone), () => () => <button type="button">Edit post</button>);
    render(
      <>
        <RouteError error={chunkGone} />
        <Suspense fallback={null}>
          <part.Component />
        </Suspense>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Connection failed' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2));

    act(() => markBuildStale());

    expect(screen.getByRole('heading', { name: MESSAGES.newVersionAvailable })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Connection failed' })).toBeNull();
    expect(screen.queryByText(MESSAGES.networkError)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const reloads = screen.getAllByRole('button', { name: MESSAGES.reloadForNewVersion });
    expect(reloads).toHaveLength(2);
    expect(screen.getAllByText(MESSAGES.staleScreen)).toHaveLength(2);
    for (const button of reloads) await userEvent.click(button);
    expect(reload.reloadPage).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});
