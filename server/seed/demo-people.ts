import type { AreaStores } from '../store';
import { demoRandom } from './demo-random';
import { DEMO_BUYERS, DEMO_VENDORS, demoEmail, type DemoCity, type DemoVendor } from './demo-vendors';

/** A vendor or a buyer, as the seed creates them. */
export type DemoPerson = {
  username: string;
  firstName: string;
  lastName: string;
  place: DemoCity;
  bio: string;
  phone: string;
  store: DemoVendor | null;
};

/** Everyone the seed creates, vendors first; a person's index here is their index in every plan. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  ...DEMO_VENDORS.map((vendor) => ({ ...vendor, store: vendor })),
  ...DEMO_BUYERS.map((buyer) => ({ ...buyer, store: null })),
];

const DAY = 24 * 60 * 60 * 1000;

/** How a person appears in the store: deterministic numbers, coordinates a little off the city centre. */
export function storeDetails(person: DemoPerson, store: DemoVendor) {
  const random = demoRandom(`store:${person.username}`);
  const servicesOnly = store.categories.every((id) => id >= 15);
  return {
    reg_number: `BN-${random.whole(1_000_000, 9_999_999)}`,
    account_number: String(random.whole(1_000_000_000, 9_999_999_999)).padStart(10, '0'),
    latitude: Number((person.place.latitude + random.between(-0.018, 0.018)).toFixed(6)),
    longitude: Number((person.place.longitude + random.between(-0.018, 0.018)).toFixed(6)),
    operational_radius: servicesOnly ? 50 : random.pick([5, 10, 15, 20, 25]),
  };
}

/** When a person joined: vendors three to fourteen months before the demo's now, buyers two to ten. */
export function joinedAt(person: DemoPerson, now: Date): Date {
  const random = demoRandom(`joined:${person.username}`);
  const days = person.store ? random.between(95, 420) : random.between(70, 300);
  return new Date(now.getTime() - Math.round(days * DAY));
}

/** Creates the people through the account stores (hashing, referral codes); answers their ids in DEMO_PEOPLE's order. */
export async function createPeople(
  stores: AreaStores,
  passwordHash: string,
  beforeEach: (person: DemoPerson) => void = () => {},
): Promise<number[]> {
  const ids: number[] = [];
  for (const person of DEMO_PEOPLE) {
    beforeEach(person);
    const user = await stores.accounts.create({
      username: person.username,
      email: demoEmail(person.username),
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      city: person.place.city,
      referredBy: null,
      verified: true,
    });
    const { store } = person;
    const address = store ? `${store.street}, ${person.place.area}` : '';
    await stores.accounts.updateProfile(user.id, { state: person.place.state, nationality: 'Nigeria', bio: person.bio, address });
    if (store) await openStore(stores, user.id, person, store, address);
    ids.push(user.id);
  }
  return ids;
}

async function openStore(stores: AreaStores, userId: number, person: DemoPerson, store: DemoVendor, address: string): Promise<void> {
  const details = storeDetails(person, store);
  await stores.accounts.saveMarketInfo({
    user_id: userId,
    marketname: store.marketname,
    reg_number: details.reg_number,
    phone: person.phone,
    address,
    city: person.place.city,
    state: person.place.state,
    country: 'Nigeria',
    display_phone: store.displayPhone ? 1 : 0,
    allow_comments: store.allowComments ? 1 : 0,
    allow_multi_image: store.allowMultiImage ? 1 : 0,
    operational_radius: details.operational_radius,
    business_latitude: details.latitude,
    business_longitude: details.longitude,
    verified: store.verified ? 1 : 0,
  });
  await stores.accounts.addBankAccount(userId, {
    bank_name: store.bank,
    account_name: `${person.firstName} ${person.lastName}`,
    account_number: details.account_number,
  });
}
