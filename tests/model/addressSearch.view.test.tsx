/**
 * The address field follows the addressSearch machine: the graph's paths are
 * replayed on the rendered AddressSearchField, held as the Nearby page holds it
 * (the field shows the actor's query). A query is pasted over what the field
 * held (or the field emptied), a suggestion clicked, the list closed with
 * Escape; the pause is the fake clock moved on; the search is msw's answer to
 * GET /geo/search, released step by step. After every step the field shows the
 * query, the status line and the suggestions the step's state says.
 */
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { DURATIONS, fillTemplate, MESSAGES, type AddressSuggestion } from '../../src/contract';
import { addressSearchMachine, selectQuery, type AddressSearchEvent, type AddressSearchSnapshot } from '../../src/machines/addressSearch';
import { useScreenActor } from '../../src/ui/app/useScreenActor';
import { AddressSearchField } from '../../src/ui/screens/settings/marketplace/AddressSearchField';
import { apiUrl, server } from '../setup/msw';
import { addressSearchModel } from './addressSearch.model';
import { useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const LABEL = 'Or search a city or address';
const field = () => screen.getByRole('combobox', { name: LABEL });
const status = () => document.querySelector('[data-part="status"]');
const options = () => screen.queryAllByRole('option');

function expectField({ context }: AddressSearchSnapshot, statusText: string, shown: readonly AddressSuggestion[] = []): void {
  expect(field()).toHaveValue(context.query);
  expect(status()).toHaveTextContent(statusText);
  expect(options().map((option) => option.textContent?.trim())).toEqual(shown.map((suggestion) => suggestion.display_name));
  expect(field()).toHaveAttribute('aria-expanded', String(shown.length > 0));
}

const leafAssertions: Record<string, (snapshot: AddressSearchSnapshot) => void> = {
  'addressSearch.idle': (snapshot) => expectField(snapshot, ''),
  'addressSearch.debouncing': (snapshot) => expectField(snapshot, 'Searching addresses...'),
  'addressSearch.searching': (snapshot) => expectField(snapshot, 'Searching addresses...'),
  'addressSearch.showing': (snapshot) =>
    expectField(snapshot, fillTemplate(MESSAGES.addressSuggestionsFound, { count: snapshot.context.suggestions.length }), snapshot.context.suggestions),
  'addressSearch.nothingFound': (snapshot) => expectField(snapshot, 'No matching places. Type more of the address, or use your current location.'),
  'addressSearch.unavailable': (snapshot) => expectField(snapshot, MESSAGES.addressSearchAlternatives),
};

/** The field as the Nearby page holds it: the search actor keeps the text. */
function PlaceField() {
  const search = useScreenActor(addressSearchMachine, {});
  const query = useSelector(search, selectQuery);
  return <AddressSearchField label={LABEL} name="nearby_place" value={query} search={search} onValueChange={() => undefined} />;
}

const answers = answerQueue(['search'] as const);

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    return act(async () => {
      await vi.advanceTimersByTimeAsync(DURATIONS.addressSearchDebounce);
    });
  }
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('search', () => HttpResponse.json({ results: event.output as AddressSuggestion[] }));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('search', refusal({ status: 503, message: MESSAGES.serverError }));
  const searchEvent = event as AddressSearchEvent;
  switch (searchEvent.type) {
    case 'query.changed':
      // Pasted over what the field held: one change, as the model's one event.
      await underFakeClock(user.clear(field()));
      if (searchEvent.value) await underFakeClock(user.paste(searchEvent.value));
      return;
    case 'suggestion.picked':
      return underFakeClock(user.click(options()[searchEvent.index] as HTMLElement));
    case 'suggestions.dismissed':
      await underFakeClock(user.click(field()));
      return underFakeClock(user.keyboard('{Escape}'));
  }
}

const { walkPath } = screenWalk<AddressSearchSnapshot>({
  machine: addressSearchMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: () => renderScreen({ path: '/nearby', element: <PlaceField />, entry: '/nearby', elsewhere: {} }),
});

describe('the address field follows the addressSearch machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    server.use(http.get(apiUrl('/geo/search'), () => answers.next('search')));
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(addressSearchMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(addressSearchModel, walkPath, { reachable: () => true });
  }, 60_000);
});
