/**
 * The filter panel's and the listing search's machines come after the first render of /: until they arrive (held
 * back here), the page shows the address's filters and search, the feed already shows their results, and what the
 * visitor types or taps waits for the machine instead of being lost.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { feedPage, postOf } from '../fixtures/marketplace';
import { apiUrl, server } from '../setup/msw';
import { renderApp } from './routes.render';

/** The machines' code, held until a test lets it come. */
const held = vi.hoisted(() => {
  const gate = () => {
    let open = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { arrived, open: () => open() };
  };
  return { filter: gate(), search: gate() };
});

vi.mock(import('../../src/ui/screens/marketplace/lateMachines'), async (original) => {
  const real = await original();
  const { lazyModule } = await import('../../src/ui/app/lazyModule');
  return {
    ...real,
    filterLogic: lazyModule(async () => {
      await held.filter.arrived;
      return real.filterLogic.load();
    }),
    listingSearchLogic: lazyModule(async () => {
      await held.search.arrived;
      return real.listingSearchLogic.load();
    }),
  };
});

/** The search and filters a feed call asks for. */
const searchedIn = (query: URLSearchParams): string =>
  ['q', 'category', 'max_price'].flatMap((key) => (query.has(key) ? [`${key}=${query.get(key)}`] : [])).join('&') || 'everything';

/** Answers the feed (GET / and GET /listings) with one post titled after its search and filters, and records what it was asked. */
function answerFeed(): string[] {
  const asked: string[] = [];
  const answer = ({ request }: { request: Request }) => {
    const searched = searchedIn(new URL(request.url).searchParams);
    asked.push(searched);
    return HttpResponse.json({ ...feedPage([41]), results: [postOf(41, { title: `Found for ${searched}` })] });
  };
  server.use(
    http.get(apiUrl(''), answer),
    http.get(apiUrl('/listings'), answer),
    http.get(apiUrl('/listings/suggestions'), () => HttpResponse.json({ titles: [], categories: [] })),
  );
  return asked;
}

const filterToggle = () => screen.getByRole('button', { name: /^Filters/ });
const searchInput = () => within(screen.getByRole('search', { name: 'Search listings' })).getByRole('searchbox', { name: 'Search listings' });

describe('the marketplace before its filter and search machines have come', () => {
  test("the address's filters show on the toggle and the banner and the feed shows their results with the filter machine held back; a tap meanwhile reaches it", async () => {
    const asked = answerFeed();
    const { user } = renderApp('/?category=3&max_price=20000');
    expect(await screen.findAllByText('Found for category=3&max_price=20000')).not.toHaveLength(0);
    expect(filterToggle()).toHaveAccessibleName('Filters(2 active filters)');
    expect(document.querySelector('[data-scope="filter"][data-part="banner"]')).toHaveTextContent('2 active filters');
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
    // The wide screen's sidebar is open: a tap on Filters now closes it once the machine has come.
    await user.click(filterToggle());
    held.filter.open();
    await waitFor(() => expect(filterToggle()).toHaveAttribute('aria-expanded', 'false'));
    const form = await screen.findByRole('form', { name: 'Filters', hidden: true });
    expect(within(form).getByLabelText('Max price (₦)')).toHaveValue(20000);
    expect(filterToggle()).toHaveAccessibleName('Filters(2 active filters)');
    expect(asked.at(-1)).toBe('category=3&max_price=20000');
  });

  test('the address\'s search shows in the box at once, and what is typed and submitted before the search machine comes is searched when it does', async () => {
    const asked = answerFeed();
    const { user } = renderApp('/?q=ankara');
    expect(await screen.findAllByText('Found for q=ankara')).not.toHaveLength(0);
    expect(searchInput()).toHaveValue('ankara');
    await user.type(searchInput(), ' gown{Enter}');
    expect(searchInput()).toHaveValue('ankara gown');
    held.search.open();
    expect(await screen.findAllByText('Found for q=ankara gown')).not.toHaveLength(0);
    expect(searchInput()).toHaveValue('ankara gown');
    await waitFor(() => expect(asked.at(-1)).toBe('q=ankara gown'));
  });
});
