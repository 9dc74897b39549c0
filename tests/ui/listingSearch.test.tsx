import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { CATEGORIES, fillTemplate, LISTING_LIMITS, MESSAGES, type ListingSuggestionsAnswer } from '../../src/contract';
import { feedPage, postOf } from '../fixtures/marketplace';
import { apiUrl, server } from '../setup/msw';
import { pathOf, renderApp, signInAsAlice } from './routes.render';

/** Answers GET /listings with one post titled after the query, and records the queries asked. */
function answerListings(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/listings'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = feedPage([41]);
      return HttpResponse.json({ ...page, results: [postOf(41, { title: `Found for ${query.get('q') ?? ''} by ${query.get('sort') ?? 'default'}` })] });
    }),
  );
  return asked;
}

function answerSuggestions(answer: ListingSuggestionsAnswer): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/listings/suggestions'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

const searchBox = () => screen.getByRole('search', { name: 'Search listings' });

describe('listing search on the marketplace', () => {
  test('suggests while typing (2 characters or more, after a pause), and a chosen suggestion is searched', async () => {
    const asked = answerSuggestions({ titles: ['Ankara gown'], categories: [CATEGORIES[1] ?? CATEGORIES[0]].flatMap((category) => (category ? [category] : [])) });
    const listings = answerListings();
    const { user } = renderApp('/');
    const input = within(searchBox()).getByRole('searchbox', { name: 'Search listings' });
    await user.type(input, 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(input, 'nkra');
    const suggestion = await within(searchBox()).findByRole('button', { name: 'Ankara gown' });
    expect(asked).toEqual(['ankra']);
    expect(within(searchBox()).getByRole('button', { name: 'in Fashion & Clothing' })).toBeInTheDocument();
    await user.click(suggestion);
    expect(await screen.findAllByText('Found for Ankara gown by default')).not.toHaveLength(0);
    expect(listings.at(-1)?.get('q')).toBe('Ankara gown');
  });

  test('submitting searches the words; a sort keeps them and the feed asks GET /listings with both', async () => {
    answerSuggestions({ titles: [], categories: [] });
    const listings = answerListings();
    const { user } = renderApp('/');
    await user.type(within(searchBox()).getByRole('searchbox', { name: 'Search listings' }), 'ankra{Enter}');
    expect(await screen.findAllByText('Found for ankra by default')).not.toHaveLength(0);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Best match', 'Newest', 'Price: low to high', 'Price: high to low', 'Most liked']);
    await user.selectOptions(sort, 'price_asc');
    expect(await screen.findAllByText('Found for ankra by price_asc')).not.toHaveLength(0);
    expect(listings.at(-1)?.get('sort')).toBe('price_asc');
  });

  test('a search counted only to 200 says "200+" items when filters are applied', async () => {
    answerSuggestions({ titles: [], categories: [] });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/listings'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(feedPage([41, 42], { count: LISTING_LIMITS.countedMax, countExact: false, hasNext: true }));
      }),
    );
    const { user } = renderApp('/');
    await user.type(within(searchBox()).getByRole('searchbox', { name: 'Search listings' }), 'ankara{Enter}');
    const filters = await screen.findByRole('form', { name: 'Filters' });
    await user.type(within(filters).getByLabelText('City'), 'Aba');
    await user.click(within(filters).getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText(fillTemplate(MESSAGES.filterResults, { items: '200+', count: 1 }))).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1) ?? [])).toMatchObject({ q: 'ankara', city: 'Aba' });
  });

  test('under the box, how many results the words found and in which order: "200+" past the count, none, one', async () => {
    answerSuggestions({ titles: [], categories: [] });
    const counts: Record<string, Parameters<typeof feedPage>> = {
      ankara: [[41, 42], { count: LISTING_LIMITS.countedMax, countExact: false, hasNext: true }],
      gown: [[41]],
      zzzqqq: [[]],
    };
    server.use(http.get(apiUrl('/listings'), ({ request }) => HttpResponse.json(feedPage(...(counts[new URL(request.url).searchParams.get('q') ?? ''] ?? [[]])))));
    const { user } = renderApp('/?q=ankara');
    expect(await screen.findByText('200+ results for "ankara" · Best match')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_desc');
    expect(await screen.findByText('200+ results for "ankara" · Price: high to low')).toBeInTheDocument();
    const input = within(searchBox()).getByRole('searchbox', { name: 'Search listings' });
    await user.clear(input);
    await user.type(input, 'gown{Enter}');
    expect(await screen.findByText('1 result for "gown" · Price: high to low')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'zzzqqq{Enter}');
    expect(await screen.findByText(fillTemplate(MESSAGES.noListingsFound, { query: 'zzzqqq' }))).toBeInTheDocument();
  });

  test('a search whose page does not come (the network gone) leaves no count of the search before it', async () => {
    answerSuggestions({ titles: [], categories: [] });
    server.use(
      http.get(apiUrl('/listings'), ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'ankara' ? HttpResponse.json(feedPage([41, 42], { count: 2 })) : HttpResponse.error(),
      ),
    );
    const { user } = renderApp('/?q=ankara');
    expect(await screen.findByText('2 results for "ankara" · Best match')).toBeInTheDocument();
    const input = within(searchBox()).getByRole('searchbox', { name: 'Search listings' });
    await user.clear(input);
    await user.type(input, 'gown{Enter}');
    await waitFor(() => expect(document.querySelector('[data-scope="listing-search"][data-part="summary"]')).toHaveTextContent(/^$/));
  });

  test('an order chosen without words is said under the box; the plain feed has no summary', async () => {
    answerSuggestions({ titles: [], categories: [] });
    answerListings();
    server.use(http.get(apiUrl(''), () => HttpResponse.json(feedPage([7]))));
    const { user } = renderApp('/');
    expect(await screen.findAllByText(postOf(7).title)).not.toHaveLength(0);
    expect(document.querySelector('[data-scope="listing-search"][data-part="summary"]')).toHaveTextContent(/^$/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(await screen.findByText('Sort by price: low to high')).toBeInTheDocument();
  });

  test("the navbar's search offers Listings, which opens the marketplace searching the text", async () => {
    signInAsAlice();
    answerListings();
    const { user, router } = renderApp('/search');
    const navbar = await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('search', { name: 'User search' });
    await user.selectOptions(within(navbar).getByRole('combobox', { name: 'Search in' }), 'listings');
    await user.type(within(navbar).getByRole('searchbox', { name: 'Search users' }), 'ankara');
    await user.click(within(navbar).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(pathOf(router)).toBe('/?q=ankara'));
    expect(await screen.findAllByText('Found for ankara by default')).not.toHaveLength(0);
    expect(within(searchBox()).getByRole('searchbox', { name: 'Search listings' })).toHaveValue('ankara');
  });
});
