/**
 * Save search follows the saveSearch machine: the graph's paths are replayed on the rendered SaveSearchControl
 * beside a listing search for "ankara" with a price filter up to ₦20,000, for a signed-in Alice and for a visitor.
 * Save search, Save, Cancel and Not now are clicks and the name is typed; POST /saved-searches is msw's answer,
 * released step by step. After every step the control shows the sign-in prompt, or the name form with its error
 * and busy Save button, or only the Save search button, as the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { type SavedSearchQuery, SAVED_SEARCH_MESSAGES } from '../../src/contract';
import { saveSearchMachine, type SaveOutcome, type SaveSearchSnapshot } from '../../src/machines/saveSearch';
import { clearSession } from '../../src/services/cookies';
import { SaveSearchControl } from '../../src/ui/screens/marketplace/SaveSearchControl';
import { apiUrl, server } from '../setup/msw';
import { saveSearchModel } from './saveSearch.model';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, renderScreen, screenWalk, typeInto } from './view';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

/** What the harness's search and filter make: the first 'save.clicked' fixture's query. */
const SHOWN_QUERY: SavedSearchQuery = { q: 'ankara', max_price: '20000' };

/** The feed shows a search for ankara filtered to 20,000 at most. */
const shownQuery = () => ({ q: 'ankara', max_price: 20000 });

function SearchWithSave() {
  return <SaveSearchControl shownQuery={shownQuery} />;
}

const root = () => screen.getByTestId('save-search-walk');
const form = () => within(root()).queryByRole('form', { name: SAVED_SEARCH_MESSAGES.saveSearch });

function expectClosed(): void {
  expect(form()).toBeNull();
  expect(within(root()).queryByText(SAVED_SEARCH_MESSAGES.logInToSaveSearch, { exact: false })).toBeNull();
  expect(within(root()).getByRole('button', { name: SAVED_SEARCH_MESSAGES.saveSearch })).toBeEnabled();
}

function expectForm({ context }: SaveSearchSnapshot, saving: boolean): void {
  const shown = form();
  if (!shown) throw new Error('the name form is not shown');
  expect(within(shown).getByLabelText(SAVED_SEARCH_MESSAGES.savedSearchNameLabel)).toHaveValue(context.name);
  if (context.error) expect(within(shown).getByRole('alert')).toHaveTextContent(context.error);
  else expect(within(shown).queryByRole('alert')).toBeNull();
  const submit = within(shown).getByRole('button', { name: saving ? 'Saving...' : 'Save' });
  if (saving) expect(submit).toBeDisabled();
  else expect(submit).toBeEnabled();
}

const leafAssertions: Record<string, (snapshot: SaveSearchSnapshot) => void> = {
  'saveSearch.idle': expectClosed,
  'saveSearch.signInAsked': () => {
    expect(within(root()).getByRole('status')).toHaveTextContent(SAVED_SEARCH_MESSAGES.logInToSaveSearch);
    expect(within(root()).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(form()).toBeNull();
  },
  'saveSearch.editing': (snapshot) => expectForm(snapshot, false),
  'saveSearch.saving': (snapshot) => expectForm(snapshot, true),
};

const answers = answerQueue(['save'] as const);
let sent: unknown[] = [];

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    const outcome = event.output as SaveOutcome;
    return answers.release('save', outcome.ok ? () => HttpResponse.json(outcome.answer, { status: 201 }) : refusal({ status: outcome.status, message: outcome.message }));
  }
  if (event.type.startsWith('xstate.error.actor.')) return answers.release('save', () => HttpResponse.error());
  if (event.type === 'save.clicked') return underFakeClock(user.click(within(root()).getByRole('button', { name: SAVED_SEARCH_MESSAGES.saveSearch })));
  if (event.type === 'save.nameChanged') return underFakeClock(typeInto(user, within(root()).getByLabelText(SAVED_SEARCH_MESSAGES.savedSearchNameLabel), String(event.name)));
  if (event.type === 'save.submitted') return underFakeClock(user.click(within(root()).getByRole('button', { name: 'Save' })));
  if (event.type === 'save.cancelled') return underFakeClock(user.click(within(root()).getByRole('button', { name: form() ? 'Cancel' : 'Not now' })));
  throw new Error(`the walk cannot perform ${event.type}`);
}

const harness = <div data-testid="save-search-walk"><SearchWithSave /></div>;

const { walkPath } = screenWalk<SaveSearchSnapshot>({
  machine: saveSearchMachine,
  leafAssertions,
  perform,
  reset: () => answers.reset(),
  render: (variant) => {
    if (variant.name === 'signed in') renderForAlice(harness);
    else {
      clearSession();
      renderScreen({ path: '/', element: harness, entry: '/', elsewhere: {} });
    }
  },
});

/** The harness shows one search: Save search sends its query, never another fixture's. */
const shownModel = {
  ...saveSearchModel,
  filterEvents: (_snapshot: unknown, event: AnyEventObject) => event.type !== 'save.clicked' || JSON.stringify(event.query) === JSON.stringify(SHOWN_QUERY),
};

describe('Save search follows the saveSearch machine', () => {
  useFakeClock();

  beforeEach(() => {
    answers.reset();
    sent = [];
    server.use(
      http.post(apiUrl('/saved-searches'), async ({ request }) => {
        sent.push(await request.json());
        return answers.next('save');
      }),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(saveSearchMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included, and sends the search shown', async () => {
    await expectViewFollowsModel(shownModel, walkPath, { reachable: () => true });
    expect(sent.length).toBeGreaterThan(0);
    for (const body of sent) expect(body).toMatchObject({ query: SHOWN_QUERY, alerts: true });
  }, 60_000);
});
