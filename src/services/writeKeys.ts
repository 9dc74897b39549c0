let made = 0;

/**
 * A new Idempotency-Key for one user action (a comment, a new post): unique across reloads and tabs, and sent
 * unchanged on every retry of that action so the server stores it once (src/contract/idempotency.ts).
 */
export const newWriteKey = (): string => `w-${Date.now().toString(36)}-${(made += 1)}-${Math.random().toString(36).slice(2, 10)}`;
