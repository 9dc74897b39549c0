// @vitest-environment-options { "url": "https://market.test/" }
import { afterEach, expect, it, vi } from 'vitest';
import { writeSession } from '../../src/services/cookies';

afterEach(() => vi.restoreAllMocks());

it('marks the session cookies Secure when the app is served over https', () => {
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
  });
  writeSession({ token: 'key-123', username: 'ada' });
  expect(writes).toHaveLength(3);
  for (const cookie of writes) expect(cookie).toContain('Secure');
});
