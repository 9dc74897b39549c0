import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, type FeedAnswer, type Media } from '../../src/contract';
import { FEED_LAYOUT_KEY } from '../../src/services/feedLayout';
import { AppActor } from '../../src/ui/app/AppActor';
import { MarketplaceScreen } from '../../src/ui/screens/marketplace/MarketplaceScreen';
import { feedPage } from '../fixtures/marketplace';
import { apiUrl, server } from '../setup/msw';

/** A stored photo as the server answers it: the main (widest) file and its responsive widths. */
function photo(name: string): Media {
  const widths = [400, 800, 1200, 1920];
  return {
    url: `/media/posts/${name}-1920.webp`,
    kind: 'image',
    width: 1920,
    height: 1440,
    variants: widths.map((width) => ({ width, url: `/media/posts/${name}-${width}.webp` })),
  };
}

function answerFeed(answer: FeedAnswer): void {
  server.use(
    http.get(apiUrl(''), () => HttpResponse.json(answer)),
    http.get(apiUrl('/categories-and-delivery'), () =>
      HttpResponse.json({ product_categories: CATEGORIES.slice(0, 2), service_categories: [], delivery_times: DELIVERY_TIMES.slice(0, 2) }),
    ),
  );
}

/** A phone's screen (at most 599 px wide, so also at most 1000 px) for the app's media queries. */
function onPhone(): void {
  const phoneQueries = ['(max-width: 599px)', '(max-width: 1000px)'];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phoneQueries.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderMarketplace() {
  const user = userEvent.setup();
  const view = render(
    <AppActor.Provider options={{ input: { storedSession: null } }}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<MarketplaceScreen />} />
        </Routes>
      </MemoryRouter>
    </AppActor.Provider>,
  );
  return { user, view };
}

const compactToggle = () => screen.getByRole('button', { name: 'Compact cards' });
const cards = () => screen.getAllByRole('article');
const firstCard = async () => {
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  return cards()[0] as HTMLElement;
};

/** What a card shows in each layout: a compact card has no seller row and no category, but the seller's place. */
function expectCompactCard(card: HTMLElement): void {
  expect(within(card).getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
  expect(within(card).getByText('₦25,000')).toBeInTheDocument();
  expect(within(card).getByText('Ikeja, Lagos')).toBeInTheDocument();
  expect(within(card).queryByText('Mama Nkechi Foods')).toBeNull();
  expect(within(card).queryByText(CATEGORIES[0]?.name ?? '')).toBeNull();
  expect(within(card).getByRole('button', { name: 'Post options' })).toBeInTheDocument();
}

function expectFullCard(card: HTMLElement): void {
  expect(within(card).getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
  expect(within(card).getByText('₦25,000')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: /Mama Nkechi Foods/ })).toHaveAttribute('href', '/profile/mama_nkechi');
  expect(within(card).getByText(CATEGORIES[0]?.name ?? '')).toBeInTheDocument();
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the feed layout', () => {
  it('starts with compact cards on a phone; Compact cards switches to full cards, and this device remembers it', async () => {
    onPhone();
    answerFeed(feedPage([1, 2]));
    const { user, view } = renderMarketplace();
    expectCompactCard(await firstCard());
    expect(compactToggle()).toHaveAttribute('aria-pressed', 'true');

    await user.click(compactToggle());
    expect(compactToggle()).toHaveAttribute('aria-pressed', 'false');
    expectFullCard(await firstCard());
    expect(localStorage.getItem(FEED_LAYOUT_KEY)).toBe('full');

    view.unmount();
    renderMarketplace();
    expectFullCard(await firstCard());
    expect(compactToggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts with full cards on a wider screen; a switch to compact cards is remembered', async () => {
    answerFeed(feedPage([1, 2]));
    const { user, view } = renderMarketplace();
    expectFullCard(await firstCard());
    expect(compactToggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(compactToggle());
    expectCompactCard(await firstCard());
    expect(localStorage.getItem(FEED_LAYOUT_KEY)).toBe('compact');

    view.unmount();
    renderMarketplace();
    expectCompactCard(await firstCard());
    expect(compactToggle()).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('feed photos', () => {
  function answerPhotos(): void {
    const page = feedPage([1, 2]);
    page.results = page.results.map((post) => ({ ...post, images: [photo(`p${post.id}-front`), photo(`p${post.id}-side`)] }));
    answerFeed(page);
  }

  const photosOf = (card: HTMLElement) => Array.from(card.querySelectorAll<HTMLImageElement>('img.carousel__media'));

  it('offer every stored width (srcset) with the shown width (sizes), and only the first photo of the first card loads at once', async () => {
    answerPhotos();
    renderMarketplace();
    await firstCard();
    const [first, second] = cards().map(photosOf);
    const [main, ...rest] = [...(first ?? []), ...(second ?? [])];
    if (!main) throw new Error('the first card has photos');

    expect(main).toHaveAttribute(
      'srcset',
      '/media/posts/p1-front-400.webp 400w, /media/posts/p1-front-800.webp 800w, /media/posts/p1-front-1200.webp 1200w, /media/posts/p1-front-1920.webp 1920w',
    );
    expect(main.getAttribute('sizes')).toMatch(/^\(max-width: 599px\) 100vw, /);
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('decoding', 'async');
    expect(rest).toHaveLength(3);
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).not.toHaveAttribute('fetchpriority');
      expect(image.getAttribute('srcset')).toMatch(/-400\.webp 400w, .*-1920\.webp 1920w$/);
    }
  });

  it('on a phone, compact cards ask for half the screen, so the 400 px width does', async () => {
    onPhone();
    answerPhotos();
    renderMarketplace();
    const [main] = photosOf(await firstCard());
    expect(main?.getAttribute('sizes')).toMatch(/^\(max-width: 599px\) 50vw, /);
  });
});

describe('the first screen of posts', () => {
  /** A viewport where nothing comes near: every lazy block keeps its placeholder. */
  class FarAwayObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }

  it('draws the first six posts at once (the rows a first screen may show), and holds the later ones behind 600 px placeholders', async () => {
    onPhone();
    vi.stubGlobal('IntersectionObserver', FarAwayObserver);
    answerFeed(feedPage([10, 9, 8, 7, 6, 5, 4, 3]));
    const { view } = renderMarketplace();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Post 10', 'Post 9', 'Post 8', 'Post 7', 'Post 6', 'Post 5']);
    const placeholders = view.container.querySelectorAll<HTMLElement>('[data-part="lazy-post"]');
    expect(placeholders).toHaveLength(2);
    expect([...placeholders].map((placeholder) => placeholder.style.height)).toEqual(['600px', '600px']);
  });
});
