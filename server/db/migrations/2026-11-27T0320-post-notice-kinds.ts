import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { setNotificationKinds } from './columns';

const KINDS_BEFORE = ['like', 'comment', 'reply', 'follow', 'share', 'message', 'saved_search'];
const POST_NOTICE_KINDS = ['price_drop', 'post_expiring', 'post_expired'];

/** Notifications of price drops and of posts expiring or expired (issue 16) may be stored. */
export function postNoticeKindsMigration(dialect: DialectName): Migration {
  return {
    up: (db: Kysely<unknown>) => setNotificationKinds(db, dialect, [...KINDS_BEFORE, ...POST_NOTICE_KINDS]),
    async down(db: Kysely<unknown>) {
      await sql`delete from notifications where kind in ('price_drop', 'post_expiring', 'post_expired')`.execute(db);
      await setNotificationKinds(db, dialect, KINDS_BEFORE);
    },
  };
}
