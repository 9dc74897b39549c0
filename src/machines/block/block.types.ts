export type BlockInput = { username: string };

export type BlockContext = { username: string };

export type BlockEvent =
  | { type: 'block.requested' }
  | { type: 'block.confirmed' }
  | { type: 'block.cancelled' }
  | { type: 'unblock.requested' };

export type BlockEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
