/**
 * An author's Idempotency-Key on a write (src/contract/idempotency.ts): what it made (`made_id`, a comment's or
 * a post's id by `kind`), so the same key sent again within the window answers that instead of making another.
 */
export type WriteKeysTable = {
  user_id: number;
  kind: 'comment' | 'post';
  key: string;
  /** Null only inside the transaction that claimed the key and is making the write. */
  made_id: number | null;
  created_at: string;
};

export type WriteKeyTables = { write_keys: WriteKeysTable };
