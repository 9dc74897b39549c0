import { describe, expect, it } from 'vitest';
import { followAnswerSchema, followsAnswerSchema, MESSAGES, suggestionsAnswerSchema, userAnswerSchema } from '../../../../src/contract';
import { newVendor } from '../../support/factories';
import { get, json, newUser, post, useTestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, socialState } from '../../support/social-fixtures';

describe('POST /api/follow and GET /api/follow', () => {
  const t = useTestApp();

  it('toggles, or sets with action, and answers the follower count', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await signedInUser(t());
    const follow = await post(t().app, '/api/follow', { user: 'ADA_FABRICS' }, buyer.token);
    expect(follow.statusCode).toBe(200);
    expect(followAnswerSchema.parse(follow.json())).toEqual({ user: 'ada_fabrics', isFollowing: true, user_followers: 1 });
    const again = await post(t().app, '/api/follow', { user: vendor.username, action: true }, buyer.token);
    expect(json(again)).toEqual({ user: 'ada_fabrics', isFollowing: true, user_followers: 1 });
    const toggled = await post(t().app, '/api/follow', { user: vendor.username }, buyer.token);
    expect(json(toggled)).toEqual({ user: 'ada_fabrics', isFollowing: false, user_followers: 0 });
    const unfollowAgain = await post(t().app, '/api/follow', { user: vendor.username, action: false }, buyer.token);
    expect(json(unfollowAgain)).toEqual({ user: 'ada_fabrics', isFollowing: false, user_followers: 0 });
  });

  it('follows once under concurrent identical requests', async () => {
    const vendor = await signedInVendor(t());
    const buyer = await signedInUser(t());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(t().app, '/api/follow', { user: vendor.username, action: true }, buyer.token)),
    );
    for (const answer of answers) expect(json(answer)).toMatchObject({ isFollowing: true, user_followers: 1 });
    expect((await socialState(t())).follows).toBe(1);
  });

  it('refuses following oneself (400), an unknown user (404) and visitors (401), changing nothing', async () => {
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    const self = await post(t().app, '/api/follow', { user: buyer.username }, buyer.token);
    expect(self.statusCode).toBe(400);
    expect(json(self).message).toBe(MESSAGES.cannotFollowSelf);
    const unknown = await post(t().app, '/api/follow', { user: 'nobody_here' }, buyer.token);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: MESSAGES.userNotFound });
    const visitor = await post(t().app, '/api/follow', { user: buyer.username });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor)).toEqual({ message: MESSAGES.authenticationRequired });
    const bad = await post(t().app, '/api/follow', { user: '' }, buyer.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(MESSAGES.missingUsername);
    expect(await socialState(t())).toEqual(before);
  });

  it('lists every follow the caller is part of, with whether the caller follows the other side', async () => {
    const me = await signedInUser(t(), { username: 'me_user' });
    const vendor = await signedInVendor(t(), { username: 'vendor_one' });
    const fan = await signedInUser(t(), { username: 'fan_user' });
    const friend = await signedInUser(t(), { username: 'friend_user' });
    await post(t().app, '/api/follow', { user: vendor.username }, me.token);
    await post(t().app, '/api/follow', { user: me.username }, fan.token);
    await post(t().app, '/api/follow', { user: me.username }, friend.token);
    await post(t().app, '/api/follow', { user: friend.username }, me.token);
    await post(t().app, '/api/follow', { user: fan.username }, vendor.token);

    const answer = await get(t().app, '/api/follow', me.token);
    expect(answer.statusCode).toBe(200);
    const records = followsAnswerSchema.parse(answer.json());
    const sorted = [...records].sort((a, b) => `${a.follower}>${a.user.username}`.localeCompare(`${b.follower}>${b.user.username}`));
    expect(sorted).toEqual([
      { follower: 'fan_user', user: { username: 'me_user' }, isFollowing: false },
      { follower: 'friend_user', user: { username: 'me_user' }, isFollowing: true },
      { follower: 'me_user', user: { username: 'friend_user' }, isFollowing: true },
      { follower: 'me_user', user: { username: 'vendor_one' }, isFollowing: true },
    ]);
    expect((await get(t().app, '/api/follow')).statusCode).toBe(401);
  });
});

describe('GET /api/get_users (suggestions) and GET /api/get_user/{username}', () => {
  const t = useTestApp();

  it('suggests 3 random vendors, never oneself, a followed vendor, a plain user or an unverified vendor', async () => {
    const me = await signedInVendor(t(), { username: 'me_vendor' });
    const followed = await newVendor(t().stores, { username: 'followed_vendor' });
    await newVendor(t().stores, { username: 'pending_vendor', verified: false });
    await newUser(t().stores, { username: 'plain_buyer' });
    const others = await Promise.all(['v_one', 'v_two', 'v_three', 'v_four'].map((username) => newVendor(t().stores, { username })));
    await post(t().app, '/api/follow', { user: followed.username }, me.token);

    const seen = new Set<string>();
    for (let round = 0; round < 12; round += 1) {
      const answer = await get(t().app, '/api/get_users', me.token);
      expect(answer.statusCode).toBe(200);
      const suggestions = suggestionsAnswerSchema.parse(answer.json());
      expect(suggestions).toHaveLength(3);
      expect(new Set(suggestions.map((user) => user.username)).size).toBe(3);
      for (const user of suggestions) {
        expect(others.map((vendor) => vendor.username)).toContain(user.username);
        expect(user.is_vendor).toBe(true);
        seen.add(user.username);
      }
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('suggests to visitors too, and fewer when fewer vendors exist', async () => {
    await newVendor(t().stores, { username: 'only_vendor' });
    const answer = await get(t().app, '/api/get_users');
    expect(suggestionsAnswerSchema.parse(answer.json()).map((user) => user.username)).toEqual(['only_vendor']);
  });

  it('answers one user with their follower count, and 404 for an unknown one', async () => {
    const vendor = await newVendor(t().stores, {
      username: 'ada_fabrics',
      firstName: 'Ada',
      lastName: 'Okafor',
      market: { marketname: "Ada's Fabrics", city: 'Ikeja', state: 'Lagos', verified: 1 },
    });
    const buyer = await signedInUser(t());
    await post(t().app, '/api/follow', { user: vendor.username }, buyer.token);
    const answer = await get(t().app, '/api/get_user/Ada_Fabrics');
    expect(answer.statusCode).toBe(200);
    expect(userAnswerSchema.parse(answer.json())).toEqual({
      user: {
        username: 'ada_fabrics',
        first_name: 'Ada',
        last_name: 'Okafor',
        profileimg: '',
        marketname: "Ada's Fabrics",
        city: 'Ikeja',
        state: 'Lagos',
        is_verified: true,
        is_vendor: true,
        followers: 1,
      },
    });
    const plain = userAnswerSchema.parse((await get(t().app, `/api/get_user/${buyer.username}`)).json());
    expect(plain.user).toMatchObject({ marketname: '', is_vendor: false, is_verified: false, city: 'Lagos', followers: 0 });
    const unknown = await get(t().app, '/api/get_user/nobody_here');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: MESSAGES.userNotFound });
  });
});
