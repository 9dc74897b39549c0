import type { FastifyPluginAsync } from 'fastify';
import { currentUserQuerySchema, MESSAGES, type CurrentUser } from '../../../src/contract';
import type { UserRow } from '../../db/schema';
import type { Stores } from '../../store';
import { notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput, queryText } from '../validation';
import { toCurrentUser, type ProfileActivity } from './user.presenter';

/** A profile lists at most this many posts, newest first (posts_length counts them all). */
const PROFILE_POSTS_MAX = 1000;

/** The user's posts, followers, counts and rating as the caller sees them; saved posts only for oneself. */
async function loadActivity(stores: Stores, userId: number, callerId: number | null): Promise<ProfileActivity> {
  const isSelf = callerId === userId;
  const [postIds, postCount, followers, counts, isFollowing, rating, savedIds, isModerator] = await Promise.all([
    stores.profiles.postIdsOf(userId, PROFILE_POSTS_MAX, isSelf ? 'owner' : 'other'),
    stores.profiles.postCount(userId, isSelf ? 'owner' : 'other'),
    stores.follows.followerUsernames(userId),
    stores.follows.counts(userId),
    callerId === null || isSelf ? false : stores.follows.isFollowing(callerId, userId),
    stores.ratings.summary(userId, callerId),
    isSelf ? stores.saved.postIds(userId) : [],
    isSelf && stores.moderation.isModerator(userId),
  ]);
  const [posts, savedPosts] = await Promise.all([
    stores.posts.load(postIds, callerId),
    stores.posts.load(savedIds, callerId),
  ]);
  return { posts, postCount, followers, counts, isFollowing, rating, savedPosts, isModerator };
}

/** The answer of GET /fetchcurruserdetails?username= for `user` as `callerId` sees it (null: a visitor, as a profile's page carries it). */
export async function profileAnswer(stores: Stores, user: UserRow, callerId: number | null): Promise<{ currentuser: CurrentUser }> {
  const isSelf = callerId === user.id;
  const [market, bankAccounts, activity] = await Promise.all([
    stores.accounts.marketInfo(user.id),
    isSelf ? stores.accounts.bankAccounts(user.id) : Promise.resolve([]),
    loadActivity(stores, user.id, callerId),
  ]);
  return { currentuser: toCurrentUser({ user, market, bankAccounts, isSelf, activity }) };
}

/** GET /fetchcurruserdetails?username=: anyone's profile; the private parts only for oneself. */
export function currentUserRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/fetchcurruserdetails', { preHandler: auth.optional }, async (request) => {
      const { username } = parseInput(currentUserQuerySchema, { username: queryText(request.query, 'username') });
      const user = await stores.accounts.findByUsername(username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      return profileAnswer(stores, user, request.caller?.userId ?? null);
    });
  };
}
