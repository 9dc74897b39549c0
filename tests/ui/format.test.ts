import { describe, expect, test } from 'vitest';
import {
  avatarOrDefault,
  categoryName,
  commentTime,
  contrastRatio,
  DEFAULT_AVATAR,
  deliveryTimeLabel,
  FALLBACK_CATEGORIES,
  FALLBACK_DELIVERY_TIMES,
  FALLBACK_PRODUCT_CATEGORIES,
  FALLBACK_SERVICE_CATEGORIES,
  formatNaira,
  formatWalletAmount,
  isTruncated,
  ownBubbleColors,
  parseHex,
  postTime,
  TEXT_CARD_GRADIENTS,
  textCardGradient,
  toDisplayNumber,
  TRUNCATE_AT,
  truncateText,
} from '../../src/ui/format';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('money', () => {
  test('a price in whole naira has no kobo, 0 is FREE', () => {
    expect(formatNaira(25000)).toBe('₦25,000');
    expect(formatNaira(1_250_000)).toBe('₦1,250,000');
    expect(formatNaira(0)).toBe('FREE');
    expect(formatNaira('0.00')).toBe('FREE');
    expect(formatNaira(99.5)).toBe('₦99.50');
    expect(formatNaira('25000.00')).toBe('₦25,000');
  });

  test('a wallet amount always has two decimals', () => {
    expect(formatWalletAmount(1500)).toBe('₦1,500.00');
    expect(formatWalletAmount(0)).toBe('₦0.00');
    expect(formatWalletAmount('250.5')).toBe('₦250.50');
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '  ', null, undefined, {}])('%s is an Invalid number input', (value) => {
    expect(() => toDisplayNumber(value)).toThrow('Invalid number input');
    expect(() => formatNaira(value as number)).toThrow(new Error('Invalid number input'));
    expect(() => formatWalletAmount(value as number)).toThrow('Invalid number input');
  });
});

describe('comment time', () => {
  test.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [60 * SECOND, '1m ago'],
    [59 * MINUTE, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [DAY, '1d ago'],
    [29 * DAY, '29d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(commentTime(ago(elapsed), NOW)).toBe(text);
  });

  test('from 30 days it is the locale date', () => {
    const date = ago(30 * DAY);
    expect(commentTime(date, NOW, 'en-GB')).toBe(new Date(date).toLocaleDateString('en-GB'));
    expect(commentTime('2024-01-05T10:00:00Z', NOW, 'en-GB')).toBe('05/01/2024');
  });

  test('a missing or invalid date reads now; a future one just now', () => {
    expect(commentTime(undefined, NOW)).toBe('now');
    expect(commentTime(null, NOW)).toBe('now');
    expect(commentTime('', NOW)).toBe('now');
    expect(commentTime('not a date', NOW)).toBe('now');
    expect(commentTime(new Date(NOW.getTime() + HOUR), NOW)).toBe('just now');
  });

  test('now may be a timestamp', () => {
    expect(commentTime(ago(5 * MINUTE), NOW.getTime())).toBe('5m ago');
  });
});

describe('post time', () => {
  test.each([
    [30 * SECOND, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR, '3 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [65 * DAY, '2 months ago'],
    [364 * DAY, '11 months ago'],
    [366 * DAY, '1 year ago'],
    [3 * 366 * DAY, '3 years ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(postTime(ago(elapsed), NOW)).toBe(text);
  });

  test('months are calendar months: a month that ends sooner counts from its last day', () => {
    expect(postTime(new Date(2025, 0, 31, 12), new Date(2025, 2, 3, 12))).toBe('1 month ago');
    expect(postTime(new Date(2025, 0, 31, 12), new Date(2025, 3, 30, 11))).toBe('2 months ago');
    expect(postTime(new Date(2025, 0, 31, 12), new Date(2025, 3, 30, 12))).toBe('3 months ago');
    expect(postTime(new Date(2024, 1, 29, 12), new Date(2025, 1, 28, 12))).toBe('1 year ago');
  });

  test('a missing or invalid date reads just now', () => {
    expect(postTime(undefined, NOW)).toBe('just now');
    expect(postTime('garbage', NOW)).toBe('just now');
  });
});

describe('avatar', () => {
  test('an empty picture falls back to the default one', () => {
    expect(avatarOrDefault('https://cdn.example/ada.jpg')).toBe('https://cdn.example/ada.jpg');
    expect(avatarOrDefault('')).toBe(DEFAULT_AVATAR);
    expect(avatarOrDefault(null)).toBe('/static/default-avatar.svg');
    expect(avatarOrDefault(undefined)).toBe(DEFAULT_AVATAR);
  });
});

describe('text card gradient', () => {
  test('is a linear gradient chosen by the post id, the same every time', () => {
    expect(textCardGradient(42)).toMatch(/^linear-gradient\(/);
    expect(textCardGradient(42)).toBe(textCardGradient(42));
    expect(textCardGradient(1)).not.toBe(textCardGradient(2));
    expect(textCardGradient(3)).toBe(textCardGradient(3 + TEXT_CARD_GRADIENTS.length));
    expect(TEXT_CARD_GRADIENTS).toContain(textCardGradient(-7));
    expect(TEXT_CARD_GRADIENTS).toContain(textCardGradient(Number.NaN));
  });

  test('spreads ids over the whole palette', () => {
    const used = new Set(Array.from({ length: TEXT_CARD_GRADIENTS.length }, (_, id) => textCardGradient(id)));
    expect(used.size).toBe(TEXT_CARD_GRADIENTS.length);
  });
});

/** The channels of a hex code the test itself writes. */
function rgb(hex: string): NonNullable<ReturnType<typeof parseHex>> {
  const parsed = parseHex(hex);
  if (!parsed) throw new Error(`not a colour: ${hex}`);
  return parsed;
}

describe('contrast', () => {
  test('is the WCAG ratio: 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio(rgb('#000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#6e9f2e'), rgb('#6E9F2E'))).toBe(1);
    expect(contrastRatio(rgb('#ffffff'), rgb('#6e9f2e'))).toBeCloseTo(3.15, 2);
    expect(contrastRatio(rgb('#6e9f2e'), rgb('#ffffff'))).toBe(contrastRatio(rgb('#ffffff'), rgb('#6e9f2e')));
    expect(parseHex('6e9f2e')).toBeNull();
    expect(parseHex('#6e9f2')).toBeNull();
  });

  test('white text reads (4.5:1) at every stop of every text card gradient', () => {
    for (const gradient of TEXT_CARD_GRADIENTS) {
      const stops = gradient.match(/#[0-9a-f]{6}/gi) ?? [];
      expect(stops).toHaveLength(2);
      for (const stop of stops) expect(contrastRatio(rgb(stop), rgb('#ffffff')), `${stop} in ${gradient}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('own chat bubble colours', () => {
  test('the brand green carries white text on a darker shade of itself (white on #6E9F2E is only 3.15:1)', () => {
    expect(ownBubbleColors('#6E9F2E')).toEqual({ backgroundColor: '#5a8226', color: '#ffffff' });
  });

  test('a colour dark enough stays as chosen, with white text', () => {
    expect(ownBubbleColors('#4E7A1E')).toEqual({ backgroundColor: '#4e7a1e', color: '#ffffff' });
    expect(ownBubbleColors('#D0021B')).toEqual({ backgroundColor: '#d0021b', color: '#ffffff' });
  });

  test('a light colour stays as chosen, with black text', () => {
    expect(ownBubbleColors('#F8E71C')).toEqual({ backgroundColor: '#f8e71c', color: '#000000' });
    expect(ownBubbleColors('#B8E986')).toEqual({ backgroundColor: '#b8e986', color: '#000000' });
  });

  test('text and time read at 4.5:1 on every colour of the picker and on greys from black to white', () => {
    const picker = ['#6E9F2E', '#4E7A1E', '#D0021B', '#F5A623', '#F8E71C', '#8B572A', '#7ED321', '#417505', '#BD10E0', '#9013FE', '#4A90E2', '#50E3C2', '#B8E986', '#000000', '#4A4A4A', '#9B9B9B'];
    const greys = Array.from({ length: 52 }, (_, step) => `#${(step * 5).toString(16).padStart(2, '0').repeat(3)}`);
    for (const chosen of [...picker, ...greys, '#1e88e5', '#fff']) {
      const { backgroundColor, color } = ownBubbleColors(chosen);
      expect(contrastRatio(rgb(backgroundColor), rgb(color)), chosen).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('a text that is no colour gets the brand fill', () => {
    expect(ownBubbleColors('green')).toEqual({ backgroundColor: 'var(--color-brand-fill)', color: 'var(--color-on-brand)' });
  });
});

describe('fallback categories and delivery times', () => {
  test('14 product categories (1-14) and 13 service categories (15-27)', () => {
    expect(FALLBACK_PRODUCT_CATEGORIES.map((category) => category.id)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
    expect(FALLBACK_SERVICE_CATEGORIES.map((category) => category.id)).toEqual(Array.from({ length: 13 }, (_, index) => index + 15));
    expect(FALLBACK_PRODUCT_CATEGORIES.every((category) => category.category_type === 'product')).toBe(true);
    expect(FALLBACK_SERVICE_CATEGORIES.every((category) => category.category_type === 'service')).toBe(true);
    expect(FALLBACK_CATEGORIES).toHaveLength(27);
  });

  test('each has a name, a unique slug, a sort order and a description', () => {
    expect(FALLBACK_CATEGORIES[1]).toEqual({
      id: 2,
      name: 'Fashion & Clothing',
      slug: 'fashion-and-clothing',
      category_type: 'product',
      sort_order: 2,
      description: 'Fashion & Clothing',
    });
    expect(FALLBACK_SERVICE_CATEGORIES[0]).toMatchObject({ id: 15, name: 'Web Development', slug: 'web-development', sort_order: 15 });
    expect(new Set(FALLBACK_CATEGORIES.map((category) => category.slug)).size).toBe(27);
  });

  test('names by id, Category {id} for an unknown one', () => {
    expect(categoryName(1)).toBe('Electronics');
    expect(categoryName(14)).toBe('Toys & Games');
    expect(categoryName(27)).toBe('Consulting');
    expect(categoryName(99)).toBe('Category 99');
  });

  test('delivery times in order with their labels', () => {
    expect(FALLBACK_DELIVERY_TIMES.map(({ value, label }) => [value, label])).toEqual([
      ['same_day', 'Same day'],
      ['next_day', 'Next day'],
      ['2_3_days', '2-3 days'],
      ['1_week', '1 week'],
      ['1_2_weeks', '1-2 weeks'],
      ['2_4_weeks', '2-4 weeks'],
      ['custom', 'Custom'],
    ]);
    expect(FALLBACK_DELIVERY_TIMES[0]).toEqual({ id: 1, value: 'same_day', label: 'Same day', sort_order: 1 });
    expect(deliveryTimeLabel('1_week')).toBe('1 week');
    expect(deliveryTimeLabel('by_boat')).toBe('by_boat');
  });
});

describe('truncate', () => {
  const description = 'Fresh tomatoes from Jos, delivered every morning to Lagos markets and homes. Bulk orders welcome, call for prices and delivery.';

  test('keeps short text as it is', () => {
    expect(truncateText('Short text', TRUNCATE_AT.readMore)).toBe('Short text');
    expect(truncateText(null, 10)).toBe('');
    expect(isTruncated('Short text', TRUNCATE_AT.readMore)).toBe(false);
  });

  test('cuts long text at a word boundary within the limit and adds an ellipsis', () => {
    const cut = truncateText(description, TRUNCATE_AT.readMore);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(TRUNCATE_AT.readMore + 1);
    expect(description.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe('Fresh tomatoes from Jos, delivered every morning to Lagos markets and homes. Bulk orders welcome…');
    expect(isTruncated(description, TRUNCATE_AT.readMore)).toBe(true);
  });

  test('cuts a long word at the limit', () => {
    expect(truncateText('a'.repeat(200), TRUNCATE_AT.profileCardSmall)).toBe(`${'a'.repeat(60)}…`);
  });

  test('the profile card limits', () => {
    expect(TRUNCATE_AT).toEqual({ readMore: 100, profileCard: 150, profileCardCompact: 80, profileCardSmall: 60 });
    for (const max of [150, 80, 60]) expect(truncateText(description.repeat(2), max).length).toBeLessThanOrEqual(max + 1);
  });
});
