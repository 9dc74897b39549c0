export type WatchInput = { postId: number };

export type WatchContext = { postId: number };

export type WatchEvent = { type: 'watch.toggled' };

export type WatchEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
