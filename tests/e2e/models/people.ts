import { randomBytes } from 'node:crypto';

export type Person = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  city: string;
  password: string;
};

/** A new person for each test: unique username and address, a password the server accepts. */
export function newPerson(): Person {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName: 'Chiamaka',
    lastName: "O'Neil-Eze",
    username: `chiamaka_${tag}`,
    email: `chiamaka.${tag}@example.com`,
    phone: '+234 801 234 5678',
    city: 'Enugu',
    password: `Palm${tag}Wine7`,
  };
}
