import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

/** Removes every cookie jsdom holds for the test page. */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearCookies();
  window.history.replaceState(null, '', '/');
});

afterAll(() => server.close());

// jsdom does not scroll; ScrollToTop calls this on every route change.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
