import { DEMO_COMMENTS, type DemoComment } from './demo-listings';
import type { PlannedPost } from './demo-posts';
import { demoRandom, type DemoRandom } from './demo-random';
import { DEMO_BUYERS, DEMO_VENDORS } from './demo-vendors';

/**
 * The demo's social activity, planned over indices without a database: likes, comments with the
 * vendor's replies, follows and saved posts. People are numbered vendors first (DEMO_VENDORS'
 * order), then buyers; posts by their index in the (oldest-first) post plan.
 */

export type PlannedLike = { post: number; person: number; createdAt: Date };
export type PlannedReply = { person: number; text: string; createdAt: Date };
export type PlannedComment = { post: number; person: number; text: string; createdAt: Date; replies: PlannedReply[] };
export type PlannedFollow = { follower: number; followed: number; createdAt: Date };
export type PlannedSave = { person: number; post: number; createdAt: Date };

export type SocialPlan = {
  likes: PlannedLike[];
  /** Oldest first; a reply always comes after its comment. */
  comments: PlannedComment[];
  follows: PlannedFollow[];
  saves: PlannedSave[];
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const VENDOR_COUNT = DEMO_VENDORS.length;
const PEOPLE = [...DEMO_VENDORS.map((vendor) => vendor.place), ...DEMO_BUYERS.map((buyer) => buyer.place)];
const EVERYONE = PEOPLE.map((_, person) => person);
const BUYERS = DEMO_BUYERS.map((_, index) => VENDOR_COUNT + index);

/** A moment between `after` and `before` (early moments likelier with `bias` > 1). */
function momentBetween(after: Date, before: Date, random: DemoRandom, bias = 1): Date {
  const span = Math.max(0, before.getTime() - after.getTime());
  return new Date(after.getTime() + Math.floor(span * random.next() ** bias));
}

function planLikes(posts: readonly PlannedPost[], now: Date, random: DemoRandom): PlannedLike[] {
  return posts.flatMap((post, index) => {
    const others = EVERYONE.filter((person) => person !== post.vendor);
    const likers = new Set(random.sample(others, Math.floor(random.next() ** 1.6 * 14)));
    // Buyers browse more than vendors do.
    for (const buyer of BUYERS) if (random.chance(0.15)) likers.add(buyer);
    return [...likers].map((person) => ({ post: index, person, createdAt: momentBetween(post.createdAt, now, random, 2) }));
  });
}

function commentsThatSuit(post: PlannedPost): DemoComment[] {
  return DEMO_COMMENTS.filter((comment) => comment.suits === 'any' || comment.suits === post.category.category_type);
}

/** Comments (mostly by buyers) on posts whose vendor takes comments; the vendor answers many of them. */
function planComments(posts: readonly PlannedPost[], now: Date, random: DemoRandom): PlannedComment[] {
  const comments = posts.flatMap((post, index) => {
    if (!DEMO_VENDORS[post.vendor]?.allowComments || !random.chance(0.55)) return [];
    const others = EVERYONE.filter((person) => person !== post.vendor);
    const texts = random.sample(commentsThatSuit(post), random.whole(1, 3));
    let after = post.createdAt;
    return texts.map((comment) => {
      const person = random.chance(0.6) ? random.pick(BUYERS) : random.pick(others);
      const createdAt = momentBetween(after, now, random, 2);
      after = createdAt;
      const answered = comment.replies.length > 0 && random.chance(0.65);
      const replies = answered
        ? [{ person: post.vendor, text: random.pick(comment.replies), createdAt: momentBetween(createdAt, now, random, 3) }]
        : [];
      return { post: index, person, text: comment.text, createdAt, replies };
    });
  });
  return comments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Buyers follow several vendors (those in their state likelier), vendors a few other vendors. */
function planFollows(now: Date, random: DemoRandom): PlannedFollow[] {
  const vendors = DEMO_VENDORS.map((_, index) => index);
  const since = new Date(now.getTime() - 60 * DAY);
  const follows = EVERYONE.flatMap((follower) => {
    const isBuyer = follower >= VENDOR_COUNT;
    const candidates = vendors.filter((vendor) => vendor !== follower);
    const nearby = candidates.filter((vendor) => PEOPLE[vendor]?.state === PEOPLE[follower]?.state);
    const count = isBuyer ? random.whole(4, 8) : random.whole(1, 4);
    const chosen = new Set(random.sample(nearby, Math.ceil(count / 2)));
    for (const vendor of random.shuffled(candidates)) if (chosen.size < count) chosen.add(vendor);
    return [...chosen].map((followed) => ({ follower, followed, createdAt: momentBetween(since, now, random) }));
  });
  return follows;
}

/** Each buyer saved two to four posts, mostly ones they liked. */
function planSaves(posts: readonly PlannedPost[], likes: readonly PlannedLike[], now: Date, random: DemoRandom): PlannedSave[] {
  return BUYERS.flatMap((person) => {
    const liked = [...new Set(likes.filter((like) => like.person === person).map((like) => like.post))];
    const pool = liked.length >= 4 ? liked : posts.map((_, index) => index);
    return random.sample(pool, random.whole(2, 4)).map((post) => ({
      person,
      post,
      createdAt: momentBetween(posts[post]?.createdAt ?? now, now, random, 2),
    }));
  });
}

export function planDemoSocial(posts: readonly PlannedPost[], now: Date): SocialPlan {
  const random = demoRandom('demo-social');
  const likes = planLikes(posts, now, random);
  return {
    likes,
    comments: planComments(posts, now, random),
    follows: planFollows(now, random),
    saves: planSaves(posts, likes, now, random),
  };
}

/** The counters each post must show: likes, and top-level comments (replies do not count). */
export function postCounters(postCount: number, plan: SocialPlan): { likes: number[]; comments: number[] } {
  const likes = Array.from({ length: postCount }, () => 0);
  const comments = Array.from({ length: postCount }, () => 0);
  for (const like of plan.likes) likes[like.post] = (likes[like.post] ?? 0) + 1;
  for (const comment of plan.comments) comments[comment.post] = (comments[comment.post] ?? 0) + 1;
  return { likes, comments };
}
