import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DURATIONS } from '../../src/contract';
import { pathOf, renderApp } from './routes.render';

function tick(times = 1) {
  for (let step = 0; step < times; step += 1) {
    act(() => {
      vi.advanceTimersByTime(DURATIONS.countdownTick);
    });
  }
}

describe('NotFoundScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('counts down 10 seconds with a progress bar, then goes home', () => {
    const { router } = renderApp('/no-such-page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to the home page in 10 seconds')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Redirecting to the home page in 10 seconds' });
    expect(progress).toHaveAttribute('value', '0');
    expect(progress).toHaveAttribute('max', '10');
    tick();
    expect(screen.getByText('Redirecting to the home page in 9 seconds')).toBeInTheDocument();
    expect(progress).toHaveAttribute('value', '1');
    tick(8);
    expect(screen.getByText('Redirecting to the home page in 1 second')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/no-such-page');
    tick();
    expect(pathOf(router)).toBe('/');
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });

  test('Go Home goes home at once', () => {
    const { router } = renderApp('/no-such-page');
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(pathOf(router)).toBe('/');
  });

  test('Go Back returns to the previous page', () => {
    const { router } = renderApp(['/register', '/no-such-page']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(pathOf(router)).toBe('/register');
  });

  test('Go Back on the first page of the visit goes home', () => {
    const { router } = renderApp('/no-such-page');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(pathOf(router)).toBe('/');
  });
});
