import { DEMO_PEOPLE } from './demo-people';
import { FEATURED_DEMO_USERNAMES, demoEmail } from './demo-vendors';

/** Passes the register rules and is not among the common passwords. */
export const DEMO_PASSWORD = 'Market2026!';

export type DemoLogin = { username: string; email: string; password: string; role: 'vendor' | 'buyer'; city: string };

/** Everyone's login, vendors first. */
export function demoLogins(): DemoLogin[] {
  return DEMO_PEOPLE.map((person) => ({
    username: person.username,
    email: demoEmail(person.username),
    password: DEMO_PASSWORD,
    role: person.store ? 'vendor' : 'buyer',
    city: person.place.city,
  }));
}

/** The banner `npm start` prints: the well-known logins, and how many more share the password. */
export function formatDemoLogins(logins: readonly DemoLogin[]): string {
  const featured = logins.filter((login) => FEATURED_DEMO_USERNAMES.includes(login.username));
  const others = logins.filter((login) => !FEATURED_DEMO_USERNAMES.includes(login.username));
  const lines = featured.map(
    (login) => `  ${login.username.padEnd(18)} ${login.email.padEnd(30)} ${login.role.padEnd(7)} ${login.city}`,
  );
  const plural = (count: number, word: string) => `${count} more ${word}${count === 1 ? '' : 's'}`;
  const moreVendors = others.filter((login) => login.role === 'vendor').length;
  const moreBuyers = others.length - moreVendors;
  const more = [moreVendors > 0 ? plural(moreVendors, 'vendor') : '', moreBuyers > 0 ? plural(moreBuyers, 'buyer') : '']
    .filter(Boolean)
    .join(' and ');
  if (more) lines.push(`  and ${more} (see server/seed/demo-vendors.ts), same password`);
  return [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
