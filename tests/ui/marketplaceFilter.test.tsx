import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, fillTemplate, MESSAGES, type FeedAnswer } from '../../src/contract';
import { feedPage } from '../fixtures/marketplace';
import { countriesAnswer } from '../fixtures/store';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import {
  answerFeed,
  applyButton,
  feedQueries,
  feedShown,
  field,
  filters,
  filtersShown,
  lastFeedCall,
  lookupsHeadersSeen,
  postIds,
  renderMarketplace,
  resetMarketplaceServer,
  useServer,
} from './marketplace.render';

beforeEach(resetMarketplaceServer);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the filter panel', () => {
  it('sends only the set filters, trimmed, without country or distance, and says what it found', async () => {
    useServer();
    answerFeed(feedPage([1, 2, 3]), feedPage([5, 6], { count: 14 }));
    const user = renderMarketplace();
    await feedShown([1, 2, 3]);
    await filtersShown();
    expect(within(screen.getByRole('region', { name: 'FILTER BY' })).getByText('No filters applied')).toBeInTheDocument();
    expect(within(filters()).queryByLabelText('Category')).toBeNull();
    await user.selectOptions(field('Category type'), 'Products');
    const category = CATEGORIES[1];
    await waitFor(() => expect(within(field('Category')).getByRole('option', { name: category?.name })).toBeInTheDocument());
    await user.selectOptions(field('Category'), String(category?.id));
    fireEvent.change(field('Min price (₦)'), { target: { value: '1000' } });
    fireEvent.change(field('Max price (₦)'), { target: { value: '-20' } });
    // The states come from the server's list.
    await within(field('State/Region')).findByRole('option', { name: 'Lagos' });
    await user.selectOptions(field('State/Region'), 'Lagos');
    await user.type(field('City'), '  Ikeja ');
    fireEvent.change(within(filters()).getByLabelText('Maximum distance (km)'), { target: { value: '12' } });
    await user.selectOptions(field('Delivery time'), 'Next day');
    expect(screen.getByRole('region', { name: 'FILTER BY' })).toHaveTextContent('6 active filters');
    await user.click(applyButton());
    await feedShown([5, 6]);
    const sent = lastFeedCall();
    expect(sent).toMatchObject({
      page: '1',
      per_page: '10',
      paginate: 'true',
      category_type: 'product',
      category: String(category?.id),
      min_price: '1000',
      state: 'Lagos',
      city: 'Ikeja',
      delivery_time: 'next_day',
    });
    for (const absent of ['max_price', 'country', 'distance', 'snapshot']) expect(sent).not.toHaveProperty(absent);
    expect(await screen.findByText(fillTemplate(MESSAGES.filterResults, { items: 14, count: 6 }))).toBeInTheDocument();
  });

  it('locks while filtering: Filtering..., disabled controls, one request', async () => {
    useServer();
    let release: (answer: FeedAnswer) => void = () => undefined;
    answerFeed(feedPage([1]), new Promise<FeedAnswer>((resolve) => (release = resolve)));
    const user = renderMarketplace();
    await feedShown([1]);
    await filtersShown();
    await user.type(field('City'), 'Aba');
    await user.click(applyButton());
    await waitFor(() => expect(applyButton()).toHaveTextContent('Filtering...'));
    expect(applyButton()).toBeDisabled();
    expect(field('City')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    fireEvent.submit(filters());
    expect(feedQueries()).toHaveLength(2);
    await act(async () => release(feedPage([9])));
    await feedShown([9]);
    expect(applyButton()).toHaveTextContent('Apply Filters');
    expect(field('City')).toBeEnabled();
  });

  it('says when nothing matched', async () => {
    useServer();
    answerFeed(feedPage([1]), feedPage([]));
    const user = renderMarketplace();
    await feedShown([1]);
    await filtersShown();
    await user.selectOptions(field('Delivery time'), 'Same day');
    await user.click(applyButton());
    expect(await screen.findByText(fillTemplate(MESSAGES.noFilterResults, { count: 1 }))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noContent)).toBeInTheDocument();
  });

  it('a failed filter says so and empties the feed', async () => {
    useServer();
    answerFeed(feedPage([1, 2]), 'fail');
    const user = renderMarketplace();
    await feedShown([1, 2]);
    await filtersShown();
    await user.click(applyButton());
    expect(await screen.findByText(MESSAGES.applyFiltersFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noContent)).toBeInTheDocument();
    expect(postIds()).toEqual([]);
  });

  it('a new type clears the category; Reset restores the defaults, says Filters cleared. and reapplies', async () => {
    useServer();
    answerFeed(feedPage([1]), feedPage([2]));
    const user = renderMarketplace();
    await feedShown([1]);
    await filtersShown();
    await user.selectOptions(field('Category type'), 'Services');
    await waitFor(() => expect(within(field('Category')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(field('Category'), String(CATEGORIES[14]?.id));
    await user.selectOptions(field('Category type'), 'Products');
    expect(field('Category')).toHaveValue('');
    fireEvent.change(within(filters()).getByLabelText('Minimum distance (km)'), { target: { value: '3' } });
    await user.type(field('City'), 'Kano');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(MESSAGES.filtersCleared)).toBeInTheDocument();
    await feedShown([2]);
    expect(lastFeedCall()).not.toHaveProperty('city');
    expect(lastFeedCall()).not.toHaveProperty('category_type');
    expect(field('City')).toHaveValue('');
    expect(field('Category type')).toHaveValue('');
    expect(within(filters()).getByLabelText('Minimum distance (km)')).toHaveValue('0');
    expect(within(filters()).getByLabelText('Maximum distance (km)')).toHaveValue('5');
    expect(field('Delivery time')).toHaveValue('default');
  });

  it('asks for the lookups without a token and falls back to the built-in lists with a toast', async () => {
    useServer({ currentUser: currentUserOf('alice'), lookupsFail: true });
    const user = renderMarketplace({ signedInAs: 'alice' });
    expect(await screen.findByText(MESSAGES.filterOptionsFailed)).toBeInTheDocument();
    expect(lookupsHeadersSeen()?.get('authorization')).toBeNull();
    await user.selectOptions(field('Category type'), 'Products');
    expect(within(field('Category')).getAllByRole('option')).toHaveLength(15);
    expect(within(field('Delivery time')).getAllByRole('option')).toHaveLength(DELIVERY_TIMES.length + 1);
  });

  it('starts a signed-in user with no filter and offers their city in one tap', async () => {
    useServer({ currentUser: currentUserOf('alice') });
    answerFeed(feedPage([1, 2]), feedPage([7]), feedPage([8]));
    const user = renderMarketplace({ signedInAs: 'alice' });
    const myCity = await within(filters()).findByRole('button', { name: 'My city: Lagos' });
    expect(field('City')).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    expect(within(screen.getByRole('region', { name: 'FILTER BY' })).getByText('No filters applied')).toBeInTheDocument();
    await user.click(applyButton());
    await feedShown([7]);
    expect(lastFeedCall()).not.toHaveProperty('city');
    await user.click(myCity);
    await feedShown([8]);
    expect(lastFeedCall()).toMatchObject({ city: 'Lagos' });
    expect(field('City')).toHaveValue('Lagos');
    expect(within(filters()).queryByRole('button', { name: 'My city: Lagos' })).toBeNull();
  });

  it("lists the server's countries by name and the chosen country's states: a line while they load, Try Again when they fail", async () => {
    useServer();
    const countryCalls: string[] = [];
    server.use(
      http.get(apiUrl('/geo/countries'), ({ request }) => {
        const { search } = new URL(request.url);
        countryCalls.push(search);
        // The first list and Ghana's first states fail.
        if (countryCalls.length === 1 || (search === '?country=Ghana' && !countryCalls.slice(0, -1).includes(search))) {
          return HttpResponse.json({ message: 'Server down' }, { status: 500 });
        }
        return HttpResponse.json(countriesAnswer(request.url));
      }),
    );
    const user = renderMarketplace();
    const options = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.textContent);
    // The panel is there at once, in its default country; the lists fill in.
    expect(field('Country')).toHaveValue('Nigeria');
    expect(within(filters()).getByText('Loading countries and states...')).toBeInTheDocument();
    expect(options('State/Region')).toEqual(['All states']);
    expect(await within(filters()).findByText(MESSAGES.filterOptionsFailed)).toBeInTheDocument();
    await user.click(within(filters()).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(options('State/Region')).toEqual(['All states', 'Lagos', 'Rivers']));
    expect(options('Country')).toEqual(['Nigeria', 'Ghana']);
    expect(within(filters()).queryByText(MESSAGES.filterOptionsFailed)).toBeNull();
    await user.selectOptions(field('Country'), 'Ghana');
    expect(await within(filters()).findByText(MESSAGES.filterOptionsFailed)).toBeInTheDocument();
    expect(options('State/Region')).toEqual(['All states']);
    await user.click(within(filters()).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(options('State/Region')).toEqual(['All states', 'Greater Accra']));
    // Names and one country's states at a time: never every country's states.
    expect(countryCalls.slice(2).sort()).toEqual(['?country=Ghana', '?country=Ghana', '?country=Nigeria', '?states=none']);
  });

  it('on a narrow screen: hidden at first, slides in over a backdrop, Apply and the backdrop close it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    useServer();
    const user = renderMarketplace();
    const toggle = screen.getByRole('button', { name: /Filters/ });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(panel).toBeVisible();
    const backdrop = document.querySelector('[data-scope="filter"][data-part="backdrop"]');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(applyButton());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel).not.toBeVisible();
  });
});
