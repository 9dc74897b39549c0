import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/** post_geo as a migration builds it: its columns, and each one's value from a row of posts (`p`). */
type GeoShape = { table: string; columns: string[]; valuesOf: (p: string) => string[]; watched: string };

/** Until this migration: 32-bit float boxes, the category an auxiliary column (read by a lookup per entry). */
const FLOAT_BOXES: GeoShape = {
  table: 'rtree',
  columns: ['id', 'min_lat', 'max_lat', 'min_lng', 'max_lng', '+latitude', '+longitude', '+category_id'],
  valuesOf: (p) => [`${p}.id`, `${p}.latitude`, `${p}.latitude`, `${p}.longitude`, `${p}.longitude`, `${p}.latitude`, `${p}.longitude`, `${p}.category_id`],
  watched: 'id, latitude, longitude, category_id',
};

/** Keep in step with server/store/post-geo.ts (MICRO_DEGREES, RENEWAL_EPOCH_SECONDS). */
const RENEWAL_EPOCH_SECONDS = Date.UTC(2020, 0, 1) / 1000;
const renewal = (p: string) => `unixepoch(${p}.renewed_at) - ${RENEWAL_EPOCH_SECONDS}`;

/**
 * Whole numbers in five dimensions: position in micro-degrees, renewal in seconds since 2020, sold and category,
 * each rounded outward, so the R*Tree itself leaves out the expired, sold and other categories' posts.
 */
const INTEGER_DIMENSIONS: GeoShape = {
  table: 'rtree_i32',
  columns: ['id', 'min_lat', 'max_lat', 'min_lng', 'max_lng', 'min_renewed', 'max_renewed', 'min_sold', 'max_sold', 'min_category', 'max_category', '+latitude', '+longitude', '+renewed_at'],
  valuesOf: (p) => [
    `${p}.id`,
    `cast(floor(${p}.latitude * 1000000) as integer)`,
    `cast(ceil(${p}.latitude * 1000000) as integer)`,
    `cast(floor(${p}.longitude * 1000000) as integer)`,
    `cast(ceil(${p}.longitude * 1000000) as integer)`,
    renewal(p),
    `${renewal(p)} + 1`,
    `${p}.sold`,
    `${p}.sold`,
    `${p}.category_id`,
    `${p}.category_id`,
    `${p}.latitude`,
    `${p}.longitude`,
    `${p}.renewed_at`,
  ],
  watched: 'id, latitude, longitude, category_id, sold, renewed_at',
};

const TRIGGERS = ['posts_geo_insert', 'posts_geo_update', 'posts_geo_delete'];

/** post_geo of `shape`, filled from posts and kept in step with them by triggers. */
async function buildPostGeo(db: Kysely<unknown>, { table, columns, valuesOf, watched }: GeoShape): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists post_geo`.execute(db);
  await sql.raw(`create virtual table post_geo using ${table}(${columns.join(', ')})`).execute(db);
  const values = (p: string) => sql.raw(valuesOf(p).join(', '));
  const placed = (p: string) => sql.raw(`${p}.latitude is not null and ${p}.longitude is not null`);
  await sql`insert into post_geo select ${values('posts')} from posts where ${placed('posts')}`.execute(db);
  await sql`create trigger posts_geo_insert after insert on posts when ${placed('new')}
    begin
      insert or replace into post_geo values (${values('new')});
    end`.execute(db);
  await sql`create trigger posts_geo_update after update of ${sql.raw(watched)} on posts
    begin
      delete from post_geo where id = old.id;
      insert or replace into post_geo select ${values('new')} where ${placed('new')};
    end`.execute(db);
  await sql`create trigger posts_geo_delete after delete on posts
    begin
      delete from post_geo where id = old.id;
    end`.execute(db);
}

/**
 * SQLite's post_geo R*Tree also indexes each post's renewal, sold flag and category, so a location count and a
 * nearby search leave out expired, sold and other categories' posts inside the index: they came as sets built from
 * posts on every count (57 ms a city's count at 100,000 posts, 80% expired and a tenth sold; 0.2 ms now) or as an
 * auxiliary column read per entry (a city's count of one category, 29 ms; 0.5 now). PostgreSQL reads posts itself.
 */
export function postGeoDimensionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await buildPostGeo(db, INTEGER_DIMENSIONS);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') await buildPostGeo(db, FLOAT_BOXES);
    },
  };
}
