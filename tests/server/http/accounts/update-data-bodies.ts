import { newUser, signIn, type TestApp } from '../../support/helpers';

/** A user signed in from a browser: tolu unless named. */
export async function signedInUser(t: TestApp, username = 'tolu') {
  const user = await newUser(t.stores, { username, email: `${username}@example.com` });
  return { user, token: await signIn(t.app, user, 'browser') };
}

/** The profile form's body. */
export const profileBody = {
  first_name: 'Tolu',
  last_name: 'Bankole',
  email: 'tolu.b@example.com',
  profile: { dob: '1995-02-03', state: 'Ogun', nationality: 'Nigeria', city: 'Abeokuta', bio: 'Hi', address: '1 Oke', phone: '0803-555-1234' },
};

/** The store form's body: a store in Ikeja with its exact position. */
export const storeBody = {
  vendorDetails: {
    marketname: "Tolu's Fabrics",
    reg_number: 'RC-123456',
    phone: '+234 803 555 1234',
    address: '12 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    display_phone: true,
    allow_comments: true,
    allow_multi_image: false,
  },
  vendor_location: { latitude: 6.6018, longitude: 3.3515, operational_radius: 10 },
};
