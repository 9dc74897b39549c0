import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DURATIONS, MESSAGES, type NearbyProduct, type NearbyVendor } from '../../src/contract';
import { nearbyProductOf, nearbyVendorOf } from '../fixtures/store';
import { apiUrl, server } from '../setup/msw';
import { renderApp } from './routes.render';
import { answerGeo, browserGeolocation, clearToasts, storeServer } from './store.render';

const SEARCH_WAIT = { timeout: DURATIONS.addressSearchDebounce + 2000 };

type NearbyAnswer = { vendors: NearbyVendor[]; products: NearbyProduct[] } | 'fail';

/** GET /nearby/vendors and /nearby/products; the queries asked are kept. */
function answerNearby(answer: () => NearbyAnswer): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  const page = (results: unknown[], query: URLSearchParams) =>
    HttpResponse.json({ results, page: 1, per_page: 20, has_next: false, radius: Number(query.get('radius')) });
  server.use(
    http.get(apiUrl('/nearby/vendors'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const found = answer();
      return found === 'fail' ? HttpResponse.json({ message: 'down' }, { status: 503 }) : page(found.vendors, query);
    }),
    http.get(apiUrl('/nearby/products'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const found = answer();
      return found === 'fail' ? HttpResponse.json({ message: 'down' }, { status: 503 }) : page(found.products, query);
    }),
  );
  return asked;
}

const SOME = {
  vendors: [nearbyVendorOf('far_store', { marketname: 'Far Store', distance_km: 7.25 }), nearbyVendorOf('mama_nkechi', { marketname: 'Mama Nkechi Foods', distance_km: 0.4 })],
  products: [nearbyProductOf(1, 3.5)],
};

afterEach(async () => {
  browserGeolocation(null);
  await clearToasts();
});

describe('/nearby', () => {
  it('lists vendors and products near the browser position, nearest first, and reloads for a new radius', async () => {
    browserGeolocation({ latitude: 6.6018, longitude: 3.3515 });
    answerGeo();
    const asked = answerNearby(() => SOME);
    const { user } = renderApp('/nearby');
    const vendors = await screen.findByRole('region', { name: /Vendors/ });
    expect(screen.getByText('Showing results near your current location.')).toBeInTheDocument();
    expect(within(vendors).getAllByRole('link').map((link) => link.textContent)).toEqual(['Mama Nkechi Foods', 'Far Store']);
    expect(within(vendors).getByText('0.4 km away')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /Products and services/ })).getByText('3.5 km away')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ lat: '6.6018', lng: '3.3515', radius: '10' });
    expect(screen.getByRole('radio', { name: '10 km' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '50 km' }));
    await waitFor(() => expect(asked.at(-1)?.get('radius')).toBe('50'));
    expect(document.title).toMatch(/^Near me/);
  });

  it("uses the signed-in user's city when the browser refuses, and says why", async () => {
    browserGeolocation({ code: 1 });
    storeServer({ city: 'Ikeja' });
    const asked = answerNearby(() => SOME);
    renderApp('/nearby');
    expect(await screen.findByText('Showing results near Ikeja, Lagos, Nigeria.')).toBeInTheDocument();
    // The same text also arrives as a toast, outside <main>, once the toast area has loaded.
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(MESSAGES.locationDeniedDesktop);
    await waitFor(() => expect(asked[0]?.get('lat')).toBe('6.6018'));
  });

  it('asks a visitor without a position to pick a place, then lists what is near it', async () => {
    browserGeolocation(null);
    answerGeo();
    answerNearby(() => SOME);
    const { user } = renderApp('/nearby');
    expect(await screen.findByText('Search a city or address above to see what is near it.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Or search a city or address'), 'Port Harc');
    await user.click(await screen.findByRole('option', { name: /Port Harcourt, Rivers, Nigeria/ }, SEARCH_WAIT));
    expect(await screen.findByText('Showing results near Port Harcourt, Rivers, Nigeria.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /Vendors/ })).toBeInTheDocument();
  });

  it('tells nothing nearby from a failure, and retries', async () => {
    browserGeolocation({ latitude: 6.6018, longitude: 3.3515 });
    answerGeo();
    let answer: NearbyAnswer = { vendors: [], products: [] };
    answerNearby(() => answer);
    const { user } = renderApp('/nearby');
    expect(await screen.findByText('No vendors or products within 10 km of your current location. Try a larger radius.')).toBeInTheDocument();
    answer = 'fail';
    await user.click(screen.getByRole('radio', { name: '100 km' }));
    expect(await screen.findByText(MESSAGES.nearbyLoadFailed)).toBeInTheDocument();
    answer = SOME;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: /Vendors/ })).toBeInTheDocument();
  });
});
