import { hashPassword } from '../auth/passwords';
import type { Stores } from '../store';

/** Passes the register rules and is not among the common passwords. */
export const DEMO_PASSWORD = 'Market2026!';

type DemoStore = {
  marketname: string;
  address: string;
  state: string;
  regNumber: string;
  bank: { bank_name: string; account_number: string };
};

type DemoPerson = {
  username: string;
  firstName: string;
  lastName: string;
  city: string;
  state: string;
  phone: string;
  bio: string;
  store?: DemoStore;
};

const PEOPLE: readonly DemoPerson[] = [
  {
    username: 'ada_fabrics',
    firstName: 'Ada',
    lastName: 'Okafor',
    city: 'Lagos',
    state: 'Lagos',
    phone: '+2348031234567',
    bio: 'Ankara and aso-oke fabrics, tailoring on request.',
    store: {
      marketname: "Ada's Fabrics",
      address: '12 Balogun Market Road, Lagos Island',
      state: 'Lagos',
      regNumber: 'BN-3201457',
      bank: { bank_name: 'First Bank of Nigeria', account_number: '3012345678' },
    },
  },
  {
    username: 'chinedu_gadgets',
    firstName: 'Chinedu',
    lastName: 'Eze',
    city: 'Enugu',
    state: 'Enugu',
    phone: '+2348059876543',
    bio: 'Phones, laptops and accessories with warranty.',
    store: {
      marketname: 'Chinedu Gadgets Hub',
      address: '4 Ogbete Main Market, Enugu',
      state: 'Enugu',
      regNumber: 'BN-2209981',
      bank: { bank_name: 'Access Bank', account_number: '0698765432' },
    },
  },
  {
    username: 'ngozi_kitchen',
    firstName: 'Ngozi',
    lastName: 'Amadi',
    city: 'Port Harcourt',
    state: 'Rivers',
    phone: '+2348024455667',
    bio: 'Home-cooked soups and small chops, delivered across Port Harcourt.',
    store: {
      marketname: "Ngozi's Kitchen",
      address: '27 Aba Road, Port Harcourt',
      state: 'Rivers',
      regNumber: 'BN-4410236',
      bank: { bank_name: 'Zenith Bank', account_number: '2087654321' },
    },
  },
  {
    username: 'amina_buys',
    firstName: 'Amina',
    lastName: 'Bello',
    city: 'Kano',
    state: 'Kano',
    phone: '+2348067788990',
    bio: 'Always looking for good fabric deals.',
  },
  {
    username: 'tunde_a',
    firstName: 'Tunde',
    lastName: 'Adebayo',
    city: 'Ibadan',
    state: 'Oyo',
    phone: '+2348090011223',
    bio: '',
  },
];

export type DemoLogin = { username: string; email: string; password: string; role: 'vendor' | 'buyer'; city: string };

/** Adds the demo vendors and buyers (all activated). Meant for an empty database. */
export async function seedDemo(stores: Stores): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return stores.transaction(async (trx) => {
    const logins: DemoLogin[] = [];
    for (const person of PEOPLE) {
      const email = `${person.username.replace(/_/g, '.')}@example.com`;
      const user = await trx.accounts.create({
        username: person.username,
        email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        city: person.city,
        referredBy: null,
        verified: true,
      });
      await trx.accounts.updateProfile(user.id, { state: person.state, nationality: 'Nigeria', bio: person.bio });
      if (person.store) {
        await trx.accounts.saveMarketInfo({
          user_id: user.id,
          marketname: person.store.marketname,
          reg_number: person.store.regNumber,
          phone: person.phone,
          address: person.store.address,
          city: person.city,
          state: person.store.state,
          country: 'Nigeria',
          display_phone: 1,
          allow_comments: 1,
          allow_multi_image: 1,
          operational_radius: 10,
        });
        await trx.accounts.addBankAccount(user.id, {
          ...person.store.bank,
          account_name: `${person.firstName} ${person.lastName}`,
        });
      }
      logins.push({ username: person.username, email, password: DEMO_PASSWORD, role: person.store ? 'vendor' : 'buyer', city: person.city });
    }
    return logins;
  });
}

/** Seeds only when no user exists yet; returns the logins it created (none otherwise). */
export async function seedDemoIfEmpty(stores: Stores): Promise<DemoLogin[]> {
  if ((await stores.accounts.count()) > 0) return [];
  return seedDemo(stores);
}

export function formatDemoLogins(logins: readonly DemoLogin[]): string {
  const lines = logins.map(
    (login) => `  ${login.username.padEnd(18)} ${login.email.padEnd(30)} ${login.role.padEnd(7)} ${login.city}`,
  );
  return [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
