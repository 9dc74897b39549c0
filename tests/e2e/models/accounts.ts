import { expect, type APIRequestContext } from '@playwright/test';
import { Mailbox } from './Mailbox';
import { newPerson, type Person } from './people';

/** Registers a person through the API (no screen), as the server's own client would. */
export async function registeredAccount(request: APIRequestContext): Promise<Person> {
  const person = newPerson();
  const registered = await request.post('/api/register', {
    data: {
      username: person.username,
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      password: person.password,
      password_confirm: person.password,
      market_info: { city: person.city, phone: person.phone },
    },
  });
  expect(registered.status()).toBe(201);
  return person;
}

/** A registered and activated account: the code comes from the mail the server really sent. */
export async function activatedAccount(request: APIRequestContext, mailbox = new Mailbox()): Promise<Person> {
  const since = Date.now();
  const person = await registeredAccount(request);
  const code = await mailbox.activationCode(person.email, since);
  const activated = await request.post(`/api/activate?username=${person.username}`, { data: { code } });
  expect(activated.status()).toBe(200);
  return person;
}
