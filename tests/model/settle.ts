import { act } from '@testing-library/react';

/** Lets fetch, msw and React finish what the last step started. */
export async function flush(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}

/** Retries an assertion while the screen settles, failing with its last error. */
export async function eventually(assertion: () => void): Promise<void> {
  let last: unknown;
  for (let round = 0; round < 40; round += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      last = error;
      await flush();
    }
  }
  throw last;
}
