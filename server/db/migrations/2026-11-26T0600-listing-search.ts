import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/** What a post is found by: its own texts, its category's name and its store's name. */
const SQLITE_DOCUMENT = sql`select p.id, p.title, p.description, p.caption,
    coalesce((select name from categories where categories.id = p.category_id), ''),
    coalesce((select marketname from market_info where market_info.user_id = p.user_id), '')
  from posts as p`;

/**
 * SQLite: post_search, an FTS5 table (porter stems for plurals, unicode61 without diacritics, prefix indexes
 * of 2 and 3 letters for as-you-type), rowid = post id; post_search_terms reads its vocabulary (the words
 * a typo is measured against). Triggers keep it in step with posts and market names.
 */
async function sqliteUp(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table post_search using fts5(title, description, caption, category, market,
    tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3')`.execute(db);
  await sql`create virtual table post_search_terms using fts5vocab(post_search, row)`.execute(db);
  await sql`insert into post_search (rowid, title, description, caption, category, market) ${SQLITE_DOCUMENT}`.execute(db);
  await sql`create trigger post_search_insert after insert on posts begin
    insert into post_search (rowid, title, description, caption, category, market) ${SQLITE_DOCUMENT} where p.id = new.id;
  end`.execute(db);
  await sql`create trigger post_search_update after update of title, description, caption, category_id on posts begin
    delete from post_search where rowid = old.id;
    insert into post_search (rowid, title, description, caption, category, market) ${SQLITE_DOCUMENT} where p.id = new.id;
  end`.execute(db);
  await sql`create trigger post_search_delete after delete on posts begin
    delete from post_search where rowid = old.id;
  end`.execute(db);
  for (const event of ['insert', 'update of marketname']) {
    await sql`create trigger ${sql.raw(`post_search_market_${event.split(' ')[0]}`)} after ${sql.raw(event)} on market_info begin
      update post_search set market = new.marketname where rowid in (select id from posts where user_id = new.user_id);
    end`.execute(db);
  }
}

async function sqliteDown(db: Kysely<unknown>): Promise<void> {
  for (const name of ['post_search_insert', 'post_search_update', 'post_search_delete', 'post_search_market_insert', 'post_search_market_update']) {
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await sql`drop table post_search_terms`.execute(db);
  await sql`drop table post_search`.execute(db);
}

/**
 * PostgreSQL: post_search holds each post's tsvector (english stems; title weighs most, then category and
 * store, caption, description) under a GIN index; post_search_words every word indexed, with a pg_trgm
 * index, so a typo finds its nearest words by trigram similarity. Triggers keep both in step.
 */
async function postgresUp(db: Kysely<unknown>): Promise<void> {
  // The extension lives in public, whatever schema the tables are in (each test file has its own).
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  await sql`create table post_search (
    post_id integer primary key references posts (id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  await sql`create index post_search_document_idx on post_search using gin (document)`.execute(db);
  await sql`create table post_search_words (word text primary key)`.execute(db);
  await sql`create index post_search_words_trgm_idx on post_search_words using gin (word public.gin_trgm_ops)`.execute(db);
  await sql`create function post_search_refresh(post integer) returns void language plpgsql as $$
    declare
      texts text;
    begin
      select concat_ws(' ', p.title, p.description, p.caption, c.name, m.marketname) into texts
        from posts p left join categories c on c.id = p.category_id left join market_info m on m.user_id = p.user_id
        where p.id = post;
      if texts is null then return; end if;
      insert into post_search (post_id, document)
        select p.id,
          setweight(to_tsvector('english', p.title), 'A')
          || setweight(to_tsvector('english', coalesce(c.name, '') || ' ' || coalesce(m.marketname, '')), 'B')
          || setweight(to_tsvector('english', p.caption), 'C')
          || setweight(to_tsvector('english', p.description), 'D')
        from posts p left join categories c on c.id = p.category_id left join market_info m on m.user_id = p.user_id
        where p.id = post
      on conflict (post_id) do update set document = excluded.document;
      insert into post_search_words (word)
        select distinct w from regexp_split_to_table(lower(texts), '[^[:alnum:]]+') as w where length(w) >= 2
      on conflict do nothing;
    end $$`.execute(db);
  await sql`create function post_search_from_post() returns trigger language plpgsql as $$
    begin perform post_search_refresh(new.id); return null; end $$`.execute(db);
  await sql`create trigger post_search_write after insert or update of title, description, caption, category_id on posts
    for each row execute function post_search_from_post()`.execute(db);
  await sql`create function post_search_from_market() returns trigger language plpgsql as $$
    begin perform post_search_refresh(id) from posts where user_id = new.user_id; return null; end $$`.execute(db);
  await sql`create trigger post_search_market after insert or update of marketname on market_info
    for each row execute function post_search_from_market()`.execute(db);
  await sql`select post_search_refresh(id) from posts`.execute(db);
}

async function postgresDown(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger post_search_market on market_info`.execute(db);
  await sql`drop trigger post_search_write on posts`.execute(db);
  await sql`drop function post_search_from_market(), post_search_from_post(), post_search_refresh(integer)`.execute(db);
  await sql`drop table post_search_words`.execute(db);
  await sql`drop table post_search`.execute(db);
}

/** Full-text search over posts (issue 16, listing search): the index and the triggers that keep it current. */
export function listingSearchMigration(dialect: DialectName): Migration {
  return dialect === 'postgres' ? { up: postgresUp, down: postgresDown } : { up: sqliteUp, down: sqliteDown };
}
