import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { lazyPart } from '../../src/ui/app/lazyPart';

const reload = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock(import('../../src/ui/app/pageReload'), () => reload);

/** What a screen's own boundary shows: the part's error reached the screen. */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The screen failed</p> : this.props.children;
  }
}

function screenWith(Part: () => ReactNode) {
  return render(
    <ScreenBoundary>
      <h1>Ankara fabric, 6 yards</h1>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </ScreenBoundary>,
  );
}

describe('a part of a screen in its own chunk', () => {
  it('whose code does not arrive says so in its place with Retry, and the screen stays', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunkLost = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/OwnerListingActions-1a2b.js'));
    const part = lazyPart(chunkLost, () => () => <button type="button">Edit post</button>);
    screenWith(() => <part.Component />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.networkError);
    expect(screen.getByRole('heading', { name: 'Ankara fabric, 6 yards' })).toBeInTheDocument();
    expect(screen.queryByText('The screen failed')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload.reloadPage).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('that arrives renders as itself', async () => {
    const part = lazyPart(async () => ({ Edit: () => <button type="button">Edit post</button> }), (module) => module.Edit);
    screenWith(() => <part.Component />);
    expect(await screen.findByRole('button', { name: 'Edit post' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('that fails otherwise leaves the failure to the screen', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = lazyPart(async () => ({ Broken: (): ReactNode => { throw new Error('a bug'); } }), (module) => module.Broken);
    screenWith(() => <part.Component />);
    expect(await screen.findByText('The screen failed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});
