/**
 * The view follows the machine: the notFound graph's paths are replayed
 * against the rendered NotFoundScreen, reached from an earlier page of the
 * visit. Go Home and Go Back are clicks; a tick is one countdown tick of fake
 * time. After every step the screen's actor must be in the step's state and
 * the screen must show it: the seconds left and the progress while counting,
 * the home page or the earlier page once it ended.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { DURATIONS } from '../../src/contract';
import { NOT_FOUND_TOTAL_SECONDS, notFoundMachine } from '../../src/machines/notFound';
import { NotFoundScreen } from '../../src/ui/screens/notFound/NotFoundScreen';
import { InApp } from '../ui/inApp';
import { notFoundModel } from './accounts.models';
import { clickOn, expectAssertionPerLeaf, expectViewFollowsModel, screenWalk } from './view';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type NotFoundSnapshot = SnapshotFrom<typeof notFoundMachine>;

const EARLIER = '/earlier';

function Page({ marker }: { marker: string }) {
  return <p>{`${marker} at ${useLocation().pathname}`}</p>;
}

/** The 404 at /no-such-page, with the page the visit came from one entry back. */
function renderAfter(entries: string[]): void {
  render(
    <InApp>
      <MemoryRouter initialEntries={[...entries, '/no-such-page']} initialIndex={entries.length}>
        <Routes>
          <Route path="/" element={<Page marker="the home page" />} />
          <Route path={EARLIER} element={<Page marker="the earlier page" />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </MemoryRouter>
    </InApp>,
  );
}

const countdownText = (seconds: number) => `Redirecting to the home page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

const leafAssertions: Record<string, (snapshot: NotFoundSnapshot) => void> = {
  'notFound.counting': ({ context }) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: countdownText(context.secondsLeft) });
    expect(progress).toHaveAttribute('value', String(NOT_FOUND_TOTAL_SECONDS - context.secondsLeft));
    expect(progress).toHaveAttribute('max', String(NOT_FOUND_TOTAL_SECONDS));
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeEnabled();
  },
  'notFound.home': () => {
    expect(screen.getByText('the home page at /')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  },
  'notFound.back': () => {
    expect(screen.getByText(`the earlier page at ${EARLIER}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  },
};

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    await act(() => vi.advanceTimersByTimeAsync(DURATIONS.countdownTick));
  } else if (event.type === 'user.goHome') {
    await clickOn(user, screen.getByRole('button', { name: 'Go Home' }));
  } else if (event.type === 'user.goBack') {
    await clickOn(user, screen.getByRole('button', { name: 'Go Back' }));
  } else {
    throw new Error(`the walk cannot perform ${event.type}`);
  }
}

const { walkPath } = screenWalk<NotFoundSnapshot>({
  machine: notFoundMachine,
  leafAssertions,
  perform,
  reset: () => undefined,
  render: () => renderAfter([EARLIER]),
});

describe('the not-found screen follows the notFound machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(notFoundMachine, leafAssertions);
  });

  it('shows every step of the generated paths', async () => {
    await expectViewFollowsModel(notFoundModel, walkPath);
  }, 60_000);
});
