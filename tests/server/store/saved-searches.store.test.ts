import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS } from '../../../src/contract';
import { createStores } from '../../../server/store';
import { newUser, useTestApp } from '../support/helpers';

const HOUR = SAVED_SEARCH_LIMITS.alertIntervalMs;

/** The saved-search store on the database under test (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
describe('saved searches store: claiming alerts', () => {
  const t = useTestApp();

  it('gives counted matches to one claimer of several processes, once an hour', async () => {
    const { stores, db, clock } = t();
    const other = createStores(db.kysely, db.dialect, clock);
    const ada = await newUser(stores);
    const search = await stores.savedSearches.create(ada.id, { name: 'ankara', query: { q: 'ankara' }, alerts: true });
    await stores.savedSearches.countMatch(search.id);
    await other.savedSearches.countMatch(search.id);

    const claims = await Promise.all([stores.savedSearches.claimDue(search.id, HOUR), other.savedSearches.claimDue(search.id, HOUR)]);
    expect(claims.filter((claim) => claim !== null).map((claim) => claim?.count)).toEqual([2]);

    await stores.savedSearches.countMatch(search.id);
    expect(await other.savedSearches.claimDue(search.id, HOUR)).toBeNull();
    expect(await stores.savedSearches.dueIds(HOUR)).toEqual([]);
    clock.advance(HOUR);
    expect(await other.savedSearches.dueIds(HOUR)).toEqual([search.id]);
    const [first, second] = await Promise.all([other.savedSearches.claimDue(search.id, HOUR), stores.savedSearches.claimDue(search.id, HOUR)]);
    expect([first?.count ?? null, second?.count ?? null].sort()).toEqual([1, null]);
  });

  it('counts nothing while alerts are off, and forgets the count when they are turned off', async () => {
    const { stores } = t();
    const ada = await newUser(stores);
    const search = await stores.savedSearches.create(ada.id, { name: 'ankara', query: { q: 'ankara' }, alerts: true });
    await stores.savedSearches.countMatch(search.id);
    await stores.savedSearches.change(ada.id, search.id, { alerts: false });
    await stores.savedSearches.countMatch(search.id);
    await stores.savedSearches.change(ada.id, search.id, { alerts: true });
    expect(await stores.savedSearches.claimDue(search.id, HOUR)).toBeNull();
  });
});
