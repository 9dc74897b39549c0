import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { MESSAGES, type SearchAnswer, type SearchResult } from '../../src/contract';
import { DEFAULT_AVATAR } from '../../src/ui/format';
import { searchResultOf } from '../fixtures/search';
import { apiUrl, server } from '../setup/msw';
import { aliceLogin, pathOf, renderApp, signInAsAlice } from './routes.render';

type SearchCall = { q: string | null; authorization: string | null };

/** Answers the search call with `answer` (or a reply function) and records what was asked. */
function answerSearch(answer: SearchResult[] | (() => Response | Promise<Response>)): SearchCall[] {
  const calls: SearchCall[] = [];
  server.use(
    http.get(apiUrl('/search'), ({ request }) => {
      calls.push({ q: new URL(request.url).searchParams.get('q'), authorization: request.headers.get('authorization') });
      if (typeof answer === 'function') return answer();
      return HttpResponse.json({ results: answer, count: answer.length } satisfies SearchAnswer);
    }),
  );
  return calls;
}

const mamaNkechi = searchResultOf('mama_nkechi', {
  first_name: 'Nkechi',
  last_name: 'Obi',
  profile: { marketname: 'Mama Nkechi Foods', profileimg: '/media/avatars/nkechi.webp', bio: 'Jollof rice and small chops for parties.', phone: '+2348031234567' },
  vendor: { verified: true, display_phone: true, city: 'Ikeja', state: 'Lagos' },
});
const chidi = searchResultOf('chidi_obi', { first_name: 'Chidi', last_name: 'Obi', profile: { phone: '+2348000000000' } });
const quietStore = searchResultOf('quiet_store', {
  profile: { marketname: 'Quiet Store', phone: '+2348099999999' },
  vendor: { display_phone: false, city: 'Enugu', state: '' },
});
const plain = searchResultOf('plain_user');

const navbarSearch = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('search', { name: 'User search' });
const cards = () => within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');

describe('user search', () => {
  test('the navbar box searches with the token and opens the results page', async () => {
    signInAsAlice();
    const calls = answerSearch([mamaNkechi]);
    const { user, router } = renderApp('/');
    await screen.findByRole('search', { name: 'User search' });
    await user.type(within(navbarSearch()).getByRole('searchbox', { name: 'Search users' }), '  mama  ');
    await user.click(within(navbarSearch()).getByRole('button', { name: 'Search' }));
    expect(pathOf(router)).toBe('/search?user=mama');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for "mama"' })).toBeInTheDocument();
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    expect(calls).toEqual([{ q: 'mama', authorization: `Token ${aliceLogin.token}` }]);
    expect(document.title).toContain('Search Results for "mama"');
  });

  test('a blank navbar query does nothing', async () => {
    signInAsAlice();
    const calls = answerSearch([]);
    const { user, router } = renderApp('/');
    await screen.findByRole('search', { name: 'User search' });
    await user.type(within(navbarSearch()).getByRole('searchbox'), '   ');
    await user.click(within(navbarSearch()).getByRole('button', { name: 'Search' }));
    fireEvent.submit(navbarSearch());
    expect(pathOf(router)).toBe('/');
    expect(calls).toEqual([]);
  });

  test('cards show the display name, @username, the Verified Vendor badge, bio, phone and place, and open the profile', async () => {
    answerSearch([mamaNkechi, chidi, quietStore, plain]);
    const { user, router } = renderApp('/search?user=obi');
    expect(await screen.findByText('4 results found')).toBeInTheDocument();
    const [vendor, person, store, bare] = cards();
    if (!vendor || !person || !store || !bare) throw new Error('four cards expected');

    expect(within(vendor).getByRole('heading', { level: 2 })).toHaveTextContent(`Mama Nkechi Foods${MESSAGES.verifiedVendor}`);
    expect(within(vendor).getByText('@mama_nkechi')).toBeInTheDocument();
    expect(within(vendor).getByText('Jollof rice and small chops for parties.')).toBeInTheDocument();
    expect(within(vendor).getByText('+2348031234567')).toBeInTheDocument();
    expect(within(vendor).getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(within(vendor).getByRole('img', { name: "Mama Nkechi Foods's profile picture" })).toHaveAttribute('src', '/media/avatars/nkechi.webp');
    expect(vendor).toHaveAttribute('href', '/profile/mama_nkechi');

    // No store: the full name, no badge, and the profile's phone stays hidden.
    expect(within(person).getByRole('heading', { level: 2 })).toHaveTextContent(/^Chidi Obi$/);
    expect(within(person).queryByText('+2348000000000')).not.toBeInTheDocument();
    // A store that hides its phone: the market name and its city only.
    expect(within(store).getByRole('heading', { level: 2 })).toHaveTextContent(/^Quiet Store$/);
    expect(within(store).queryByText('+2348099999999')).not.toBeInTheDocument();
    expect(within(store).getByText('Enugu')).toBeInTheDocument();
    // Nothing but a username: the username, and the default picture.
    expect(within(bare).getByRole('heading', { level: 2 })).toHaveTextContent(/^plain_user$/);
    expect(within(bare).getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR);

    server.use(http.get('/api/fetchcurruserdetails', () => HttpResponse.json({ message: 'later' }, { status: 503 })));
    await user.click(vendor);
    expect(pathOf(router)).toBe('/profile/mama_nkechi');
  });

  test('a picture that fails to load falls back to the default picture', async () => {
    answerSearch([mamaNkechi]);
    renderApp('/search?user=mama');
    const picture = await screen.findByRole('img', { name: "Mama Nkechi Foods's profile picture" });
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  test('nobody found: No results found, the query, the hint and Return to Marketplace', async () => {
    answerSearch([]);
    const { user, router } = renderApp('/search?user=zz%20top');
    const notice = await screen.findByRole('heading', { level: 2, name: MESSAGES.noSearchResults });
    expect(screen.getByText('No users found matching "zz top"')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.searchHint)).toBeInTheDocument();
    expect(notice).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: MESSAGES.returnToMarketplace }));
    expect(pathOf(router)).toBe('/');
  });

  test('a failure says so, offers Return to Marketplace, and Try Again searches again', async () => {
    let failing = true;
    let answerRetry: () => void = () => undefined;
    const retryAnswered = new Promise<void>((resolve) => (answerRetry = resolve));
    const calls = answerSearch(async () => {
      if (failing) return HttpResponse.json({ message: 'Server busy' }, { status: 500 });
      await retryAnswered;
      return HttpResponse.json({ results: [chidi], count: 1 } satisfies SearchAnswer);
    });
    const { user } = renderApp('/search?user=chidi');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.searchFailed);
    expect(screen.getByRole('link', { name: MESSAGES.returnToMarketplace })).toHaveAttribute('href', '/');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    answerRetry();
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  test('visitors may search, without a token', async () => {
    const calls = answerSearch([chidi]);
    renderApp('/search?user=chidi');
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    expect(calls).toEqual([{ q: 'chidi', authorization: null }]);
  });

  test('without a query the page offers a search box and searches nothing', async () => {
    const calls = answerSearch([chidi]);
    const { user, router } = renderApp('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search Users' })).toBeInTheDocument();
    const box = screen.getByRole('search', { name: 'User search' });
    await user.type(within(box).getByRole('searchbox'), 'chidi{Enter}');
    expect(pathOf(router)).toBe('/search?user=chidi');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results for "chidi"' })).toBeInTheDocument();
  });
});
