import { act, fireEvent, render as renderAlone, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CAROUSEL } from '../../src/machines/carousel';
import { Carousel, type CarouselMediaItem } from '../../src/ui/components';
import { InApp } from './inApp';

/** The carousel's actor runs in the root actor's system, as in the app. */
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: InApp });

const photos: CarouselMediaItem[] = [
  { url: '/media/posts/tomatoes-1.jpg', kind: 'image' },
  { url: '/media/posts/tomatoes-2.jpg', kind: 'image' },
  { url: '/media/posts/tomatoes-3.jpg', kind: 'image' },
];

const region = () => screen.getByRole('region', { name: 'Fresh tomatoes' });
/** The slide shown: hidden slides are aria-hidden, so only the current one has the group role. */
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });
const passLock = () =>
  act(() => {
    vi.advanceTimersByTime(CAROUSEL.slideLock);
  });

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  return render(<Carousel media={photos} alt="Fresh tomatoes" autoplayMs={0} {...props} />);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `report(false)` scrolls the carousel out of view. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}

describe('Carousel', () => {
  test('says No image available when there is no media', () => {
    renderCarousel({ media: [] });
    expect(screen.getByText('No image available')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('is a labelled carousel region showing slide 1 of 3 with lazy images', () => {
    renderCarousel();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    const image = within(currentSlide()).getByRole('img', { name: 'Fresh tomatoes' });
    expect(image).toHaveAttribute('src', photos[0]?.url);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  test("offers each image's stored widths (srcset) with its shown width (sizes); a priority carousel fetches its first image at once", () => {
    const widths = [400, 800];
    const stored = photos.map((item) => ({ ...item, variants: widths.map((width) => ({ width, url: item.url.replace('.jpg', `-${width}.webp`) })) }));
    renderCarousel({ media: stored, sizes: '(max-width: 599px) 100vw, 320px', priority: true });
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('srcset', '/media/posts/tomatoes-1-400.webp 400w, /media/posts/tomatoes-1-800.webp 800w');
    expect(images[0]).toHaveAttribute('sizes', '(max-width: 599px) 100vw, 320px');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const later of images.slice(1)) {
      expect(later).toHaveAttribute('loading', 'lazy');
      expect(later).not.toHaveAttribute('fetchpriority');
    }
  });

  test('an image without stored widths has no srcset or sizes', () => {
    renderCarousel({ sizes: '100vw' });
    const image = within(currentSlide()).getByRole('img', { name: 'Fresh tomatoes' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  test('the user clicks Next and sees slide 2 of 3, then Previous back to 1 of 3', async () => {
    // user-event awaits its own timers: let the fake clock follow real time as well.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    passLock();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  test('a second click during the 0.3 s lock is ignored; previous wraps to the last slide', () => {
    vi.useFakeTimers();
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    passLock();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    passLock();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  test('dots go straight to a slide', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  test('arrow keys move the focused carousel, but not keys typed in a field', () => {
    vi.useFakeTimers();
    render(
      <>
        <label>
          Comment <input />
        </label>
        <Carousel media={photos} alt="Fresh tomatoes" autoplayMs={0} />
      </>,
    );
    region().focus();
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    passLock();
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    passLock();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Comment' }), { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  test('arrow keys and autoplay stop while the carousel is scrolled out of view', () => {
    vi.useFakeTimers();
    const report = stubIntersectionObserver();
    renderCarousel({ autoplayMs: CAROUSEL.feedAutoplay });
    report(false);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    act(() => {
      vi.advanceTimersByTime(CAROUSEL.feedAutoplay * 2);
    });
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    report(true);
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  test('with globalKeys, arrow keys anywhere on the page move it (not from a field)', () => {
    render(
      <>
        <textarea aria-label="Comment" />
        <Carousel media={photos} alt="Fresh tomatoes" autoplayMs={0} globalKeys />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Comment' }), { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  test('a swipe over 50 px changes slide; a shorter one does not', () => {
    vi.useFakeTimers();
    renderCarousel();
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(region(), { clientX: from, isPrimary: true, button: 0, pointerType: 'touch' });
      fireEvent.pointerUp(region(), { clientX: to, isPrimary: true, button: 0, pointerType: 'touch' });
    };
    swipe(300, 300 - CAROUSEL.swipeThreshold);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(300, 200);
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    passLock();
    swipe(100, 260);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
  });

  test('autoplays every interval and pauses while the mouse is over it', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplayMs: CAROUSEL.feedAutoplay });
    act(() => {
      vi.advanceTimersByTime(CAROUSEL.feedAutoplay);
    });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    passLock();
    fireEvent.pointerEnter(region(), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(CAROUSEL.feedAutoplay * 3);
    });
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.pointerLeave(region(), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(CAROUSEL.feedAutoplay);
    });
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  test('a broken image is replaced by a placeholder', () => {
    renderCarousel();
    fireEvent.error(within(currentSlide()).getByRole('img', { name: 'Fresh tomatoes' }));
    expect(within(currentSlide()).getByRole('img', { name: 'Fresh tomatoes: image unavailable' })).toBeInTheDocument();
  });

  test('plays videos muted with controls; a single slide has no arrows or dots', () => {
    const { container } = renderCarousel({ media: [{ url: '/media/posts/clip.mp4', kind: 'video' }] });
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video?.muted).toBe(true);
    expect(screen.getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});
