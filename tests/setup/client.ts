import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadToastify } from '../../src/ui/app/toast';
import { forgetToasts } from '../../src/ui/app/toastQueue';
import { server } from './msw';

/** Removes every cookie jsdom holds for the test page. */
function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

// A screen's lazily loaded part is compiled on its first import in a run: on a busy two-core machine that took
// over the default second (tests/ui/postListing.test.tsx's first Edit post), so a wait for what should show allows more.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app fetches the toast area with its first toast: the tests start as after one (tests/ui/toastsOnFirstUse.test.tsx
  // starts before), so each sees its toasts as soon as a user would, not whenever the import happens to finish.
  await Promise.all([loadToastify(), import('../../src/ui/app/ToastArea')]);
});

afterEach(() => {
  cleanup();
  // Every toast area is gone with the render; some tests show toasts in react-toastify's bare container, which does not say so itself.
  forgetToasts();
  server.resetHandlers();
  clearCookies();
  window.history.replaceState(null, '', '/');
});

afterAll(() => server.close());

// jsdom does not scroll; ScrollToTop calls this on every route change.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
