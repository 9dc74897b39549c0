import { describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '../../../../src/contract';
import { newVendor } from '../../support/factories';
import { get, newUser, signIn, useTestApp } from '../../support/helpers';
import { testDatabaseKind } from '../../support/test-database';

describe('user search: GET /api/search?q= and /api/search/{term}/', () => {
  const t = useTestApp();

  async function usernames(url: string): Promise<string[]> {
    const response = await get(t().app, url);
    expect(response.statusCode, url).toBe(200);
    return searchAnswerSchema.parse(response.json()).results.map((result) => result.user.username);
  }

  async function seedAdes(): Promise<void> {
    const { stores } = t();
    await newUser(stores, { username: 'chi_a', firstName: 'Chioma', lastName: 'Adeyemi' });
    await newUser(stores, { username: 'wale_o', firstName: 'Adewale', lastName: 'Okafor' });
    await newVendor(stores, { username: 'xfab', market: { marketname: 'Ade Fabrics' } });
    await newVendor(stores, { username: 'yelec', market: { marketname: 'Ade Electronics', verified: 1 } });
    await newUser(stores, { username: 'adebayo' });
    await newVendor(stores, { username: 'zz_store', market: { marketname: 'ADE' } });
    await newUser(stores, { username: 'ade' });
    await newUser(stores, { username: 'adeinactive', verified: false });
    await newUser(stores, { username: 'bola', firstName: 'Bola', lastName: 'Tinubu' });
  }

  it('ranks exact username, exact market name, username prefix, market name prefix (verified first), full name, last name', async () => {
    await seedAdes();
    const expected = ['ade', 'zz_store', 'adebayo', 'yelec', 'xfab', 'wale_o', 'chi_a'];
    expect(await usernames('/api/search?q=ade')).toEqual(expected);
    expect(await usernames('/api/search/ade/')).toEqual(expected);
    expect(await usernames('/api/search/ADE')).toEqual(expected);
    expect(await usernames('/api/search?user=%40Ade')).toEqual(expected);
    expect(await usernames('/api/search?q=ade&limit=3')).toEqual(expected.slice(0, 3));
  });

  it('never shows a signed-in viewer a user they blocked or who blocked them, and still fills the page', async () => {
    await seedAdes();
    const { stores, app } = t();
    const viewer = await newUser(stores, { username: 'tunde' });
    const token = await signIn(app, viewer);
    const [ade, zz] = [await stores.accounts.findByUsername('ade'), await stores.accounts.findByUsername('zz_store')];
    if (!ade || !zz) throw new Error('seeded users missing');
    await stores.blocks.set(viewer.id, ade.id, true);
    await stores.blocks.set(zz.id, viewer.id, true);
    const seen = async (url: string) => searchAnswerSchema.parse((await get(app, url, token)).json()).results.map((result) => result.user.username);
    expect(await seen('/api/search/ade/')).toEqual(['adebayo', 'yelec', 'xfab', 'wale_o', 'chi_a']);
    expect(await seen('/api/search?q=ade&limit=3')).toEqual(['adebayo', 'yelec', 'xfab']);
    // Anyone else still finds them.
    expect(await usernames('/api/search/ade/')).toEqual(['ade', 'zz_store', 'adebayo', 'yelec', 'xfab', 'wale_o', 'chi_a']);
  });

  it('matches prefixes of names, case-insensitively, and words in order', async () => {
    await seedAdes();
    expect(await usernames('/api/search?q=adewale%20ok')).toEqual(['wale_o']);
    expect(await usernames('/api/search?q=%20%20Adewale%20%20%20Okafor%20')).toEqual(['wale_o']);
    expect(await usernames('/api/search?q=okafor')).toEqual(['wale_o']);
    expect(await usernames('/api/search?q=ade%20el')).toEqual(['yelec']);
    expect(await usernames('/api/search?q=tinubu')).toEqual(['bola']);
    expect(await usernames('/api/search?q=okafor%20adewale')).toEqual([]);
    expect(await usernames('/api/search?q=wale')).toEqual(['wale_o']);
  });

  it('finds a word anywhere in a username, a name or a market name, after every prefix match', async () => {
    const { stores } = t();
    await newVendor(stores, { username: 'ada_fabrics', market: { marketname: "Ada's Fabrics" } });
    await newVendor(stores, { username: 'chinedu_gadgets', market: { marketname: 'Chinedu Gadgets Hub' } });
    await newVendor(stores, { username: 'ngozi_k', market: { marketname: "Ngozi's Kitchen" } });
    await newUser(stores, { username: 'kitchen_fan' });
    await newUser(stores, { username: 'tunde', firstName: 'Tunde', lastName: 'Fabrics-Cole' });
    expect(await usernames('/api/search?q=fabrics')).toEqual(['tunde', 'ada_fabrics']);
    expect(await usernames('/api/search?q=gadgets')).toEqual(['chinedu_gadgets']);
    expect(await usernames('/api/search?q=Gadg')).toEqual(['chinedu_gadgets']);
    expect(await usernames('/api/search?q=kitchen')).toEqual(['kitchen_fan', 'ngozi_k']);
    expect(await usernames('/api/search?q=hub')).toEqual(['chinedu_gadgets']);

    // A renamed store and a renamed person are found by their new words only.
    const ngozi = await stores.accounts.findByUsername('ngozi_k');
    if (!ngozi) throw new Error('ngozi_k was not created');
    await stores.accounts.saveMarketInfo({ user_id: ngozi.id, marketname: "Ngozi's Pantry" });
    await stores.accounts.updateProfile(ngozi.id, { last_name: 'Bakery' });
    expect(await usernames('/api/search?q=kitchen')).toEqual(['kitchen_fan']);
    expect(await usernames('/api/search?q=pantry')).toEqual(['ngozi_k']);
    expect(await usernames('/api/search?q=bakery')).toEqual(['ngozi_k']);
  });

  it('treats _ and % as plain characters and finds nobody for an empty term', async () => {
    await seedAdes();
    await newUser(t().stores, { username: 'ade_1' });
    expect(await usernames('/api/search?q=ade_')).toEqual(['ade_1']);
    expect(await usernames('/api/search?q=a%25')).toEqual([]);
    expect(await usernames('/api/search?q=')).toEqual([]);
    expect(await usernames('/api/search?q=%20%20')).toEqual([]);
    expect(await usernames('/api/search')).toEqual([]);
    expect(await usernames('/api/search?q=nobody_here')).toEqual([]);
  });

  it('matches names with accents, case-insensitively on PostgreSQL (SQLite folds ASCII letters only)', async () => {
    await newUser(t().stores, { username: 'ola_a', firstName: 'Ọlá', lastName: 'Adébáyọ̀' });
    expect(await usernames('/api/search?q=%E1%BB%8Cl%C3%A1')).toEqual(['ola_a']);
    expect(await usernames(`/api/search?q=${encodeURIComponent('adébáyọ̀')}`)).toEqual(['ola_a']);
    if (testDatabaseKind === 'postgres') expect(await usernames(`/api/search?q=${encodeURIComponent('ọlá')}`)).toEqual(['ola_a']);
  });

  it('answers the search-result shape: bio when shown, phone when the store shows it', async () => {
    const vendor = await newVendor(t().stores, {
      username: 'emeka_store',
      phone: '+2348030000001',
      market: { marketname: 'Emeka Spares', city: 'Nnewi', state: 'Anambra', display_phone: 1, verified: 1 },
    });
    await t().stores.accounts.updateProfile(vendor.id, { bio: 'Genuine parts', display_bio: 1 });
    const quiet = await newVendor(t().stores, { username: 'emeka_quiet', market: { marketname: 'Quiet', display_phone: 0 } });
    await t().stores.accounts.updateProfile(quiet.id, { bio: 'hidden', display_bio: 0 });
    await newUser(t().stores, { username: 'emeka_buyer' });
    const answer = searchAnswerSchema.parse((await get(t().app, '/api/search?q=emeka')).json());
    expect(answer.count).toBe(3);
    // One tier (username prefix): the verified store first, then the shorter, then alphabetical.
    expect(answer.results).toEqual([
      {
        user: {
          username: 'emeka_store', first_name: 'Chioma', last_name: 'Nwosu',
          profile: { marketname: 'Emeka Spares', profileimg: '', bio: 'Genuine parts', phone: '+2348030000001' },
          vendor: { verified: true, display_phone: true, city: 'Nnewi', state: 'Anambra' },
        },
      },
      {
        user: {
          username: 'emeka_buyer', first_name: 'Chioma', last_name: 'Nwosu',
          profile: { marketname: '', profileimg: '', bio: '', phone: '' },
          vendor: null,
        },
      },
      {
        user: {
          username: 'emeka_quiet', first_name: 'Chioma', last_name: 'Nwosu',
          profile: { marketname: 'Quiet', profileimg: '', bio: '', phone: '' },
          vendor: { verified: false, display_phone: false, city: 'Ikeja', state: 'Lagos' },
        },
      },
    ]);
  });

  it('refuses a bad limit', async () => {
    for (const query of ['q=a&limit=0', 'q=a&limit=51', 'q=a&limit=x']) {
      expect((await get(t().app, `/api/search?${query}`)).statusCode, query).toBe(400);
    }
  });
});
