export type RenewInput = { postId: number };

export type RenewContext = { postId: number; renewedAt: string | null };

export type RenewEvent = { type: 'renew.requested' };

export type RenewEmitted =
  | { type: 'toast'; tone: 'success' | 'error'; message: string }
  /** The post shows again from renewedAt: the screen showing it drops its Expired ribbon. */
  | { type: 'renewed'; postId: number; renewedAt: string };
