import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AddressSuggestion, CurrentUser, MarketInfo } from '../../src/contract';
import { MESSAGES } from '../../src/contract';
import { writeSession } from '../../src/services/cookies';
import { aliceLogin, currentUserOf } from '../machines/auth.fixtures';
import { CITIES, IKEJA, PORT_HARCOURT } from '../fixtures/store';
import { apiUrl, server } from '../setup/msw';

/** What the fake gazetteer knows: a query finds the places whose name contains it. */
export const PLACES: AddressSuggestion[] = [IKEJA, PORT_HARCOURT];

/** GET /geo/cities, /geo/search and /geo/reverse as the shipped gazetteer answers them (the fresh server answers /geo/countries). */
export function answerGeo(places: AddressSuggestion[] = PLACES): { searches: URLSearchParams[] } {
  const searches: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/geo/cities'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const names = CITIES[`${query.get('country')}|${query.get('state')}`] ?? [];
      return HttpResponse.json({ error: false, msg: 'cities retrieved', data: names, cities: names.map((name) => ({ name, latitude: 6.5, longitude: 3.3 })) });
    }),
    http.get(apiUrl('/geo/search'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query);
      const words = (query.get('q') ?? '').toLowerCase().split(/[\s,]+/).filter((word) => word.length >= 3);
      const found = places.filter((place) => words.some((word) => place.display_name.toLowerCase().includes(word)));
      return HttpResponse.json({ results: found.slice(0, Number(query.get('limit') ?? 5)) });
    }),
    http.get(apiUrl('/geo/reverse'), () => HttpResponse.json(IKEJA)),
  );
  return { searches };
}

/** Answers a JSON /updatedata body: undefined lets the fake server save it. */
export type StoreAnswerer = (body: Record<string, unknown>) => Response | undefined;

type VendorBody = { vendorDetails: Partial<MarketInfo> & { marketname?: string }; vendor_location?: { latitude: number; longitude: number; operational_radius: string | number } };

function savedStoreOf(current: CurrentUser, body: VendorBody): MarketInfo {
  const before: MarketInfo = current.market_info ?? {
    marketname: '',
    reg_number: '',
    phone: '',
    address: '',
    city: '',
    state: '',
    country: '',
    display_phone: false,
    allow_comments: true,
    allow_multi_image: false,
    operational_radius: null,
    business_latitude: null,
    business_longitude: null,
  };
  const location = body.vendor_location;
  return {
    ...before,
    ...body.vendorDetails,
    ...(location
      ? { business_latitude: location.latitude, business_longitude: location.longitude, operational_radius: Number(location.operational_radius) }
      : {}),
  };
}

/**
 * Signs `alice` in and serves her details, the geo calls and POST /updatedata for the store, bank and
 * switch bodies like the server: a save changes what the next GET /fetchcurruserdetails answers.
 */
export function storeServer(overrides: Partial<CurrentUser> = {}, answer: StoreAnswerer = () => undefined) {
  writeSession({ token: aliceLogin.token, username: 'alice' });
  let current: CurrentUser = { ...currentUserOf('alice'), ...overrides };
  let loads = 0;
  const sent: Array<Record<string, unknown>> = [];
  const locations: unknown[] = [];
  const geo = answerGeo();
  server.use(
    http.get(apiUrl('/fetchcurruserdetails'), () => {
      loads += 1;
      return HttpResponse.json({ currentuser: current });
    }),
    http.post(apiUrl('/location/update'), async ({ request }) => {
      const body = (await request.json()) as { latitude: number; longitude: number };
      locations.push(body);
      return HttpResponse.json({ response: 'successful', message: MESSAGES.locationUpdated, ...body, location_updated_at: '2026-01-01T00:00:00.000Z' });
    }),
    http.post(apiUrl('/updatedata'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const answered = answer(body);
      if (answered) return answered;
      if ('bankDetails' in body) {
        const bank = body.bankDetails as { bank_name: string; account_name: string; account_number: string };
        current = { ...current, bank_accounts: [{ ...bank, is_active: true }] };
        return HttpResponse.json({ response: 'successful', message: MESSAGES.updatedSuccessfully });
      }
      const created = current.market_info === null;
      current = { ...current, market_info: savedStoreOf(current, body as VendorBody) };
      if (!('marketname' in (body as VendorBody).vendorDetails)) return HttpResponse.json({ response: 'successful', message: MESSAGES.updatedSuccessfully });
      return HttpResponse.json({ response: 'successful', message: created ? MESSAGES.storeCreated : MESSAGES.updatedSuccessfully, created });
    }),
  );
  return { sent, locations, searches: geo.searches, loads: () => loads };
}

type Position = { latitude: number; longitude: number };

/** The browser's geolocation: a position, or a refusal with the browser's error code (1 denied, 2 unavailable, 3 timeout). */
export function browserGeolocation(answer: Position | { code: 1 | 2 | 3 } | null): void {
  const geolocation =
    answer === null
      ? undefined
      : {
          getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => {
            if ('code' in answer) failed?.({ code: answer.code, message: 'refused' } as GeolocationPositionError);
            else found({ coords: { ...answer, accuracy: 20 } } as GeolocationPosition);
          },
        };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/**
 * jsdom never ends a toast's exit animation, so a withdrawn or dismissed toast would hold the one-toast area
 * forever: this ends every exit that has started.
 */
export function endToastExits(): void {
  for (const node of document.querySelectorAll('.Toastify__toast')) {
    if (/-exit/.test(node.className)) fireEvent.animationEnd(node);
  }
}

/** Finds a toast (or any text) while letting withdrawn toasts leave. */
export function findToast(text: string, timeout = 3000): Promise<HTMLElement> {
  return waitFor(
    () => {
      endToastExits();
      return screen.getByText(text);
    },
    { timeout },
  );
}

/** Every toast gone between tests: the toast area's queue outlives the rendered app. */
export async function clearToasts(): Promise<void> {
  const { toast } = await import('react-toastify');
  toast.dismiss();
  toast.clearWaitingQueue();
}
