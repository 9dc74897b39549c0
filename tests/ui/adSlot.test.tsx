import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { AD_SIZES, AdSlot, AdSlotForScreen, type AdSize } from '../../src/ui/components';

describe('AdSlot', () => {
  test.each(Object.entries(AD_SIZES) as Array<[AdSize, { width: number; height: number }]>)(
    '%s is an Advertisement placeholder of its size',
    (size, { width, height }) => {
      render(<AdSlot size={size} />);
      const slot = screen.getByRole('complementary', { name: 'Advertisement' });
      expect(slot).toHaveTextContent('Advertisement');
      expect(slot).toHaveAttribute('data-size', size);
      expect(slot).toHaveStyle({ width: `${width}px` });
      expect(slot.style.aspectRatio).toBe(`${width} / ${height}`);
    },
  );

  test('the spec sizes', () => {
    expect(AD_SIZES.medium).toEqual({ width: 300, height: 250 });
    expect(AD_SIZES.leaderboard).toEqual({ width: 728, height: 90 });
    expect(AD_SIZES.wideskyscraper).toEqual({ width: 160, height: 600 });
    expect(Object.keys(AD_SIZES)).toHaveLength(10);
  });

  test('several slots on a page can be told apart', () => {
    render(
      <>
        <AdSlot size="sidebar" label="Advertisement, sidebar" />
        <AdSlot size="banner" label="Advertisement, banner" />
      </>,
    );
    expect(screen.getByRole('complementary', { name: 'Advertisement, sidebar' })).toHaveClass('ad-slot--sidebar');
    expect(screen.getByRole('complementary', { name: 'Advertisement, banner' })).toHaveClass('ad-slot--banner');
  });

  test('a place sized per screen draws the phone box and the wide box, marked for the stylesheet to show one', () => {
    render(<AdSlotForScreen phone="mobile" wide="leaderboard" label="Advertisement, top" />);
    const [phone, wide] = screen.getAllByRole('complementary', { name: 'Advertisement, top' });
    expect(phone).toHaveAttribute('data-size', 'mobile');
    expect(phone).toHaveClass('ad-slot--phone');
    expect(wide).toHaveAttribute('data-size', 'leaderboard');
    expect(wide).toHaveClass('ad-slot--wide');
  });
});
