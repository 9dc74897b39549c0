import { setupServer } from 'msw/node';

/**
 * The msw server every client test shares. It starts with no handlers: each
 * test declares the answers it needs with `server.use(...)`, and an unhandled
 * request fails the test (tests/setup/client.ts listens with onUnhandledRequest 'error').
 */
export const server = setupServer();

/** The absolute URL of an API path, as the client's fetch sees it under jsdom. */
export function apiUrl(path: string): string {
  return new URL(`/api${path}`, window.location.origin).toString();
}
