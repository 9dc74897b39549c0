import type { Kysely, Selectable } from 'kysely';
import { DURATIONS, LIMITS } from '../../src/contract';
import { hashSecret, newSecret } from '../auth/secrets';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { AuthTokensTable, Database, UserRow } from '../db/schema';
import { precompiled } from './precompiled';

/** last_used_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

/** A user keeps at most this many sessions: a new sign-in beyond it ends the least recently used. */
const SESSIONS_PER_USER = 100;

export type Session = { tokenId: number; userId: number; device: string };

/** Where a sign-in came from: the address ('' when unknown) and the browser's user agent. */
export type SignInOrigin = { ip: string; userAgent: string };

const UNKNOWN_ORIGIN: SignInOrigin = { ip: '', userAgent: '' };

/** The session a key's hash opens, with its user: every signed-in request asks, so it is compiled once. */
const sessionWithUser = precompiled((db, [keyHash]: [string]) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select([
      'auth_tokens.id as session_token_id', 'auth_tokens.device as session_device',
      'auth_tokens.created_at as session_created_at', 'auth_tokens.last_used_at as session_last_used_at',
    ])
    .where('auth_tokens.key_hash', '=', keyHash),
);

export type SessionRow = Pick<Selectable<AuthTokensTable>, 'id' | 'device' | 'ip' | 'created_at' | 'last_used_at'>;

/**
 * Opaque session tokens: the key is shown once; the table keeps its SHA-256. Every sign-in is its own
 * session, whatever device string it sends (two identical phones both stay signed in).
 */
export function tokensStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const findSessionWithUser = sessionWithUser(dialect);

  /** The oldest moments a session may have been created and last used at to still be alive. */
  function aliveSince(): { created: string; used: string } {
    const now = clock.now().getTime();
    return {
      created: new Date(now - DURATIONS.tokenAbsoluteLifetime).toISOString(),
      used: new Date(now - DURATIONS.tokenIdleLifetime).toISOString(),
    };
  }

  /** Whether a session row is still alive: a dead one is deleted, a live one's last use written at most once a minute. */
  async function stillAlive(row: Pick<Selectable<AuthTokensTable>, 'id' | 'created_at' | 'last_used_at'>): Promise<boolean> {
    const now = clock.now().getTime();
    const idleFor = now - Date.parse(row.last_used_at);
    const age = now - Date.parse(row.created_at);
    if (idleFor > DURATIONS.tokenIdleLifetime || age > DURATIONS.tokenAbsoluteLifetime) {
      await db.deleteFrom('auth_tokens').where('id', '=', row.id).execute();
      return false;
    }
    if (idleFor > TOUCH_INTERVAL_MS) {
      await db
        .updateTable('auth_tokens')
        .set({ last_used_at: new Date(now).toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return true;
  }

  return {
    /** Issues a new session's token; the user's expired sessions, and those beyond the limit, go. Returns the key. */
    async issue(userId: number, device: string, origin: SignInOrigin = UNKNOWN_ORIGIN): Promise<string> {
      const key = newSecret();
      const now = clock.now().toISOString();
      const { id } = await db
        .insertInto('auth_tokens')
        .values({
          key_hash: hashSecret(key),
          user_id: userId,
          device,
          ip: origin.ip,
          user_agent: origin.userAgent.slice(0, LIMITS.deviceMax),
          created_at: now,
          last_used_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const since = aliveSince();
      const others = await db
        .selectFrom('auth_tokens')
        .select(['id', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('id', '!=', id)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const ended = others
        .filter((row, index) => index >= SESSIONS_PER_USER - 1 || row.created_at < since.created || row.last_used_at < since.used)
        .map((row) => row.id);
      if (ended.length > 0) await db.deleteFrom('auth_tokens').where('id', 'in', ended).execute();
      return key;
    },

    /** The user's live sessions, most recently used first. */
    async listForUser(userId: number): Promise<SessionRow[]> {
      const since = aliveSince();
      return db
        .selectFrom('auth_tokens')
        .select(['id', 'device', 'ip', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since.created)
        .where('last_used_at', '>=', since.used)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Ends one of the user's own sessions; false when the user has no session with that id. */
    async revokeOwn(userId: number, tokenId: number): Promise<boolean> {
      const result = await db.deleteFrom('auth_tokens').where('id', '=', tokenId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The session a key opens, or undefined when unknown, idle too long or too old (then it is deleted). */
    async authenticate(key: string): Promise<Session | undefined> {
      const row = await db
        .selectFrom('auth_tokens')
        .select(['id', 'user_id', 'device', 'created_at', 'last_used_at'])
        .where('key_hash', '=', hashSecret(key))
        .executeTakeFirst();
      return row && (await stillAlive(row)) ? { tokenId: row.id, userId: row.user_id, device: row.device } : undefined;
    },

    /**
     * The session a key opens with its user, in one query (every signed-in request asks: a second
     * query for the user was a tenth of a signed-in feed page); undefined as `authenticate` says.
     */
    async authenticateWithUser(key: string): Promise<(Session & { user: UserRow }) | undefined> {
      const [row] = await findSessionWithUser(db, [hashSecret(key)]);
      if (!row) return undefined;
      const { session_token_id: id, session_device: device, session_created_at: created_at, session_last_used_at: last_used_at, ...user } = row;
      if (!(await stillAlive({ id, created_at, last_used_at }))) return undefined;
      return { tokenId: id, userId: user.id, device, user };
    },

    async revoke(tokenId: number): Promise<void> {
      await db.deleteFrom('auth_tokens').where('id', '=', tokenId).execute();
    },

    /** Signs the user out everywhere, optionally keeping one token (the caller's). */
    async revokeAllForUser(userId: number, keepTokenId?: number): Promise<void> {
      await db
        .deleteFrom('auth_tokens')
        .where('user_id', '=', userId)
        .$if(keepTokenId !== undefined, (query) => query.where('id', '!=', keepTokenId ?? 0))
        .execute();
    },

    /** The user's sessions that still exist (a socket opened with any other is closed). */
    async idsOfUser(userId: number): Promise<number[]> {
      const rows = await db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).execute();
      return rows.map((row) => row.id);
    },

    async countForUser(userId: number): Promise<number> {
      const row = await db
        .selectFrom('auth_tokens')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type TokensStore = ReturnType<typeof tokensStore>;
