import { sql, type RawBuilder } from 'kysely';
import { LISTING_LIMITS } from '../../../src/contract';
import { boundingBoxOf, circleTermsOf, coversEarth, innerSquareOf, type Circle, type GeoBox } from '../feed/feed-geo';
import { MICRO_DEGREES, RENEWAL_EPOCH_SECONDS } from '../post-geo';

/**
 * A nearest-first search of many matches in a circle (SQLite) reads the smallest of these circles around the same
 * centre that holds its page and the count's cap: radii from a sixteenth of the circle's, each 2^(1/3) wider than the
 * one before, the last 2^(1/3) narrower than the circle, whose read is circlePage's (listing-queries.ts, nearestPage).
 */
const RINGS = 12;
const RING_STEP = 2 ** (1 / 3);

/**
 * The share of matches among posts is measured on the newest this many matches (FTS5 reads them newest first and
 * stops: 0.05-0.1 ms, where counting the matches among the newest 1,000 posts read them all, 1.4 ms), and a ring
 * is read only at a share of at least RING_LEAST_SHARE: below it the ring that holds the page is most of the circle,
 * and reading the circle's matches costs no more.
 */
const RING_SAMPLE = 100;
const RING_LEAST_SHARE = 0.1;

/**
 * A square's posts are counted up to the most a first page and the count's cap need at the least share: a deeper
 * page needing more is read in the whole circle. A literal, as every LIMIT of the statement (unplanned-limit.ts).
 */
const SQUARE_COUNTED_MOST = Math.ceil((LISTING_LIMITS.countedMax + 1) / RING_LEAST_SHARE);

/** A box of the R*Tree's whole micro-degrees. */
type MicroBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * A ring: the haversine term's most within it (`reach`), a square surely inside it (a count of its posts is a
 * lower bound of the ring's) and the box around it (every post of the ring meets it), rounded for post_geo.
 */
type Ring = { reach: number; square: MicroBox; box: MicroBox };

const inward = (box: GeoBox): MicroBox => ({
  minLat: Math.ceil(box.minLat * MICRO_DEGREES),
  maxLat: Math.floor(box.maxLat * MICRO_DEGREES),
  minLng: Math.ceil(box.minLng * MICRO_DEGREES),
  maxLng: Math.floor(box.maxLng * MICRO_DEGREES),
});

const outward = (box: GeoBox): MicroBox => ({
  minLat: Math.floor(box.minLat * MICRO_DEGREES),
  maxLat: Math.ceil(box.maxLat * MICRO_DEGREES),
  minLng: Math.floor(box.minLng * MICRO_DEGREES),
  maxLng: Math.ceil(box.maxLng * MICRO_DEGREES),
});

/** The rings inside the circle, smallest first; null where a box or a square would not hold (a pole, the antimeridian, beyond 500 km). */
function ringsOf(circle: Circle): Ring[] | null {
  if (coversEarth(circle) || circleTermsOf(circle).minLng === undefined || !innerSquareOf(circle)) return null;
  const rings: Ring[] = [];
  for (let index = RINGS; index >= 1; index -= 1) {
    const ring = { ...circle, radiusKm: circle.radiusKm / RING_STEP ** index };
    const square = innerSquareOf(ring);
    if (!square) return null;
    rings.push({ reach: circleTermsOf(ring).reach, square: inward(square), box: outward(boundingBoxOf(ring)) });
  }
  return rings;
}

/** The name of a ring's value in a statement's values. */
const ringKey = (index: number, part: string) => `ring${index}${part}`;

const PARTS = ['Reach', 'SquareMinLat', 'SquareMaxLat', 'SquareMinLng', 'SquareMaxLng', 'BoxMinLat', 'BoxMaxLat', 'BoxMinLng', 'BoxMaxLng'] as const;

/** The rings' values (or their stand-ins) as the statement names them. */
export type RingTerms<N = unknown> = { need: N; liveSecond: N } & Record<string, N>;

/**
 * The rings' values and the read's own: the renewal second of the lifetime's start (post_geo's dimension), and
 * `need`, the posts the read must find.
 */
export function ringValuesOf(circle: Circle, { liveSince, need }: { liveSince: string; need: number }): RingTerms<number> | null {
  const rings = ringsOf(circle);
  if (!rings) return null;
  const values: RingTerms<number> = { need, liveSecond: Math.floor(Date.parse(liveSince) / 1000) - RENEWAL_EPOCH_SECONDS };
  rings.forEach(({ reach, square, box }, index) => {
    const numbers = [reach, square.minLat, square.maxLat, square.minLng, square.maxLng, box.minLat, box.maxLat, box.minLng, box.maxLng];
    PARTS.forEach((part, at) => {
      values[ringKey(index, part)] = numbers[at] ?? 0;
    });
  });
  return values;
}

const valueOf = (values: RingTerms, index: number, part: (typeof PARTS)[number]) => values[ringKey(index, part)];

/** The rings as rows (ring, reach, box's min_lat, max_lat, min_lng, max_lng). */
export function ringRows(values: RingTerms): RawBuilder<unknown> {
  const rows = Array.from({ length: RINGS }, (_, index) =>
    sql`(${index}, ${valueOf(values, index, 'Reach')}, ${valueOf(values, index, 'BoxMinLat')}, ${valueOf(values, index, 'BoxMaxLat')}, ${valueOf(values, index, 'BoxMinLng')}, ${valueOf(values, index, 'BoxMaxLng')})`);
  return sql`values ${sql.join(rows)}`;
}

/**
 * One row: the sample's matches (`hits`) and the posts a ring must hold for `need` matches at their share (`need`),
 * from the newest RING_SAMPLE matches up to the snapshot and how many posts they span.
 */
export function ringSample(text: unknown, values: RingTerms & { snapshot: unknown }): RawBuilder<unknown> {
  return sql`select hits, span, cast((${values.need} * span + hits - 1) / max(hits, 1) as integer) as need from (
    select count(*) as hits, ${values.snapshot} - min(rowid) + 1 as span from (
      select rowid from post_search where post_search match ${text} and rowid <= ${values.snapshot} order by rowid desc limit ${sql.lit(RING_SAMPLE)}))`;
}

/**
 * The first ring whose square holds enough posts kept by `kept` for the page and the cap, at the share of matches
 * the sample found (`sample`, ringSample's row); -1 for the whole circle, as when the share is
 * below the least. Each square is counted up to the posts needed, and only until one holds them.
 */
export function chosenRing(values: RingTerms, kept: RawBuilder<boolean>): RawBuilder<number> {
  const squares = Array.from({ length: RINGS }, (_, index) => {
    const square = sql`post_geo.min_lat >= ${valueOf(values, index, 'SquareMinLat')} and post_geo.max_lat <= ${valueOf(values, index, 'SquareMaxLat')}
      and post_geo.min_lng >= ${valueOf(values, index, 'SquareMinLng')} and post_geo.max_lng <= ${valueOf(values, index, 'SquareMaxLng')}`;
    return sql`when (select count(*) from (select 1 from post_geo where ${square} and ${kept} limit ${sql.lit(SQUARE_COUNTED_MOST)})) >= (select need from sample) then ${index}`;
  });
  const spanMost = Math.floor(RING_SAMPLE / RING_LEAST_SHARE);
  return sql<number>`case when (select hits from sample) < ${sql.lit(RING_SAMPLE)} or (select span from sample) > ${sql.lit(spanMost)} then -1
    ${sql.join(squares, sql` `)} else -1 end`;
}
