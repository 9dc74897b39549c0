import type { Generated, Selectable } from 'kysely';
import type { ReportKind, ReportReason } from '../../src/contract';

/** One user's report of a post, a user or a chat message (target_id is that row's id). */
export type ReportsTable = {
  id: Generated<number>;
  reporter_id: number;
  kind: ReportKind;
  target_id: number;
  reason: ReportReason;
  details: string;
  created_at: string;
  /** When a moderator dealt with it; open until then. */
  resolved_at: string | null;
};

/** Posts no one but their owner sees until a moderator reviews them. */
export type HeldPostsTable = { post_id: number; held_at: string };

/** A user (blocker) blocking another (blocked). */
export type BlocksTable = { blocker_id: number; blocked_id: number; created_at: string };

export type ModerationTables = {
  reports: ReportsTable;
  held_posts: HeldPostsTable;
  blocks: BlocksTable;
};

export type ReportRow = Selectable<ReportsTable>;
