import type { Generated, Selectable } from 'kysely';
import type { ModerationAction, QueueKind, ReportKind, ReportReason } from '../../src/contract';

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
/** A review held from the vendor's profile (its list, average and count) until a moderator dismisses its reports. */
export type HeldReviewsTable = { review_id: number; held_at: string };

/** A user (blocker) blocking another (blocked). */
export type BlocksTable = { blocker_id: number; blocked_id: number; created_at: string };

export type ModeratorsTable = { user_id: number; granted_at: string };

/** A user who cannot sign in until `until`, and why. */
export type SuspensionsTable = { user_id: number; reason: string; until: string; created_at: string };

/** The audit log: what a moderator did to which target, and when. */
export type ModerationActionsTable = {
  id: Generated<number>;
  moderator_id: number;
  action: ModerationAction;
  kind: QueueKind;
  target_id: number;
  reason: string;
  until: string | null;
  created_at: string;
};

/** Which rooms a sender last sent a text to (by its hash), and when: the spam rule counts other rooms in a window. */
export type SentTextsTable = { sender_id: number; text_hash: string; room_id: number; sent_at: string };

/** A message held back by the spam rule, undelivered until a moderator delivers it (or keeps it hidden). */
export type HeldMessagesTable = {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  body: string;
  temp_id: string | null;
  created_at: string;
  /** When a moderator delivered it or kept it hidden; in the queue until then. */
  resolved_at: string | null;
};

export type ModerationTables = {
  moderators: ModeratorsTable;
  suspensions: SuspensionsTable;
  moderation_actions: ModerationActionsTable;
  reports: ReportsTable;
  held_posts: HeldPostsTable;
  held_reviews: HeldReviewsTable;
  blocks: BlocksTable;
  sent_texts: SentTextsTable;
  held_messages: HeldMessagesTable;
};

export type ReportRow = Selectable<ReportsTable>;
