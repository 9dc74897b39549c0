/** The model of Rate Seller: whole stars in range, one request at a time, refusals, signed out. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ratingActors, ratingMachine, type RatingContext, type RatingEvent } from '../../src/machines/rating';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const ratingEventFixtures = {
  'rating.chosen': [
    { type: 'rating.chosen', rating: 4 },
    { type: 'rating.chosen', rating: 6 },
    { type: 'rating.chosen', rating: 2.5 },
  ],
} satisfies EventFixtures<RatingEvent>;

export const ratingOutputFixtures = {
  sendRating: [
    { ok: true, summary: { average: 4.2, count: 6, mine: 4 } },
    { ok: false, message: 'You cannot rate yourself.' },
  ],
} satisfies OutputFixtures<typeof ratingActors>;

export const ratingSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof ratingActors.sendRating>(ratingMachine, 'sendRating', ratingOutputFixtures.sendRating),
  ...errorEvents(ratingMachine, 'sendRating'),
];

const seller = { vendor: 'chidi_stores', summary: { average: 4.2, count: 5, mine: null } };

export const ratingVariants = {
  buyer: { name: 'a signed-in buyer', input: { ...seller, signedIn: true } },
  visitor: { name: 'a visitor', input: { ...seller, signedIn: false } },
} satisfies Record<string, ModelVariant>;

export const ratingModel: MachineModel = {
  name: 'rating',
  machine: ratingMachine,
  variants: Object.values(ratingVariants),
  events: [...fixtureEvents<RatingEvent>(ratingEventFixtures), ...ratingSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { summary, chosen } = snapshot.context as RatingContext;
    return JSON.stringify({ value: snapshot.value, summary, chosen });
  },
};
