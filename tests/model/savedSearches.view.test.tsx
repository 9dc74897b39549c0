/**
 * Settings → Saved Searches follows the savedSearches machine: the graph's paths are replayed on the rendered
 * SavedSearchesSection of a signed-in Alice. The list is msw's answer to GET /saved-searches, an alerts switch its
 * answer to PATCH /saved-searches/{id} and Delete its answer to DELETE, released step by step; Try Again, the
 * switch and Delete are clicks. After every step the section shows the loading note, the failure with Try Again, or
 * the saved searches with their switches and Delete buttons as the step's state says.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type SavedSearch, type SavedSearchAnswer, SAVED_SEARCH_MESSAGES } from '../../src/contract';
import { savedSearchesMachine, type SavedSearchesContext, type SavedSearchesSnapshot } from '../../src/machines/savedSearches';
import { SavedSearchesSection } from '../../src/ui/screens/settings/marketplace/SavedSearchesSection';
import { apiUrl, server } from '../setup/msw';
import { savedSearchesModel } from './savedSearches.model';
import { invokeIds } from './harness';
import { renderForAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

const section = () => screen.getByRole('region', { name: SAVED_SEARCH_MESSAGES.savedSearchesTitle });
const deleteButtons = () => within(section()).queryAllByRole('button', { name: /^Delete saved search / });

function expectSearches({ context }: SavedSearchesSnapshot): void {
  if (context.searches.length === 0) {
    expect(within(section()).getByText(SAVED_SEARCH_MESSAGES.noSavedSearches)).toBeInTheDocument();
    return;
  }
  const items = within(within(section()).getByRole('list', { name: SAVED_SEARCH_MESSAGES.savedSearchesTitle })).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-name'))).toEqual(context.searches.map((search) => search.name));
  for (const search of context.searches) {
    const alerts = within(section()).getByRole('switch', { name: `Alerts for ${search.name}` });
    expect(alerts).toHaveAttribute('aria-checked', String(search.alerts));
    const remove = within(section()).getByRole('button', { name: `Delete saved search ${search.name}` });
    if (search.id === context.busyId) expect(remove).toHaveAttribute('aria-busy', 'true');
    else expect(remove).not.toHaveAttribute('aria-busy');
    if (context.busyId === null) expect(remove).toBeEnabled();
    else expect(remove).toBeDisabled();
  }
}

const leafAssertions: Record<string, (snapshot: SavedSearchesSnapshot) => void> = {
  'savedSearches.loading': () => {
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading saved searches...');
    expect(deleteButtons()).toEqual([]);
  },
  'savedSearches.failed': () => {
    expect(within(section()).getByText(SAVED_SEARCH_MESSAGES.savedSearchesLoadFailed)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
  'savedSearches.ready': expectSearches,
  'savedSearches.changing': expectSearches,
  'savedSearches.deleting': expectSearches,
};

/** The list may be asked twice as the section first mounts: the released answer stands for both. */
const list = standingAnswer();
const answers = answerQueue(['change', 'delete'] as const);
const loadIds = invokeIds(savedSearchesMachine, 'loadSavedSearches');
const changeIds = invokeIds(savedSearchesMachine, 'setAlerts');

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = loadIds.includes(String(event.actorId));
  const which = changeIds.includes(String(event.actorId)) ? 'change' : 'delete';
  if (event.type.startsWith('xstate.done.actor.') && loading) {
    const searches = event.output as SavedSearch[];
    return list.release(() => HttpResponse.json({ results: searches, limit: 20 }));
  }
  if (event.type.startsWith('xstate.done.actor.') && which === 'change') {
    const answer = event.output as SavedSearchAnswer;
    return answers.release('change', () => HttpResponse.json(answer));
  }
  if (event.type.startsWith('xstate.done.actor.')) return answers.release('delete', () => HttpResponse.json({ message: SAVED_SEARCH_MESSAGES.savedSearchDeleted }));
  if (event.type.startsWith('xstate.error.actor.') && loading) return list.release(refusal({ status: 500, message: MESSAGES.serverError }));
  if (event.type.startsWith('xstate.error.actor.')) return answers.release(which, refusal({ status: 500, message: MESSAGES.serverError }));
  list.hold();
  if (event.type === 'savedSearches.retryClicked') return underFakeClock(user.click(within(section()).getByRole('button', { name: 'Try Again' })));
  const name = (id: unknown) => savedSearchesModelNames.get(Number(id)) ?? '';
  if (event.type === 'savedSearches.alertsToggled') return underFakeClock(user.click(within(section()).getByRole('switch', { name: `Alerts for ${name(event.id)}` })));
  if (event.type === 'savedSearches.deleteClicked') {
    return underFakeClock(user.click(within(section()).getByRole('button', { name: `Delete saved search ${name(event.id)}` })));
  }
  throw new Error(`the walk cannot perform ${event.type}`);
}

/** The fixtures' names by id (the loaded list's). */
const savedSearchesModelNames = new Map([
  [1, 'ankara under 20k'],
  [2, 'phones'],
]);

const { walkPath } = screenWalk<SavedSearchesSnapshot>({
  machine: savedSearchesMachine,
  leafAssertions,
  perform,
  reset: () => {
    list.reset();
    answers.reset();
  },
  render: () => renderForAlice(<SavedSearchesSection />),
});

/** Only a listed search has a switch and Delete, and a switch asks for the other setting. */
const listedModel = {
  ...savedSearchesModel,
  filterEvents: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    if (event.type !== 'savedSearches.alertsToggled' && event.type !== 'savedSearches.deleteClicked') return true;
    const search = (snapshot.context as SavedSearchesContext).searches.find((each) => each.id === event.id);
    return search !== undefined && (event.type === 'savedSearches.deleteClicked' || search.alerts !== event.alerts);
  },
};

describe('Settings → Saved Searches follows the savedSearches machine', () => {
  useFakeClock();

  beforeEach(() => {
    list.reset();
    answers.reset();
    server.use(
      http.get(apiUrl('/saved-searches'), () => list.next()),
      http.patch(apiUrl('/saved-searches/:id'), () => answers.next('change')),
      http.delete(apiUrl('/saved-searches/:id'), () => answers.next('delete')),
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(savedSearchesMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel(listedModel, walkPath, { reachable: () => true });
  }, 60_000);
});
