import { render, screen } from '@testing-library/react';
import { Heart as heartNode } from 'lucide';
import { describe, expect, test } from 'vitest';
import { Heart, Share2 } from '../../src/ui/components/icons';

const drawn = (element: React.ReactElement): SVGSVGElement => {
  const { container } = render(element);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  return svg;
};

/** The svg's attributes, by name. */
const attributesOf = (svg: SVGSVGElement): Record<string, string> => Object.fromEntries([...svg.attributes].map(({ name, value }) => [name, value]));

describe('an icon', () => {
  test('is the svg lucide-react draws, hidden from assistive technology', () => {
    expect(attributesOf(drawn(<Share2 />))).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '24',
      height: '24',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'lucide lucide-share-2',
      'aria-hidden': 'true',
    });
  });

  test("draws the lucide package's shapes", () => {
    const svg = drawn(<Heart />);
    expect([...svg.children].map((shape) => [shape.tagName, shape.getAttribute('d')])).toEqual(heartNode.map(([tag, attributes]) => [tag, attributes.d]));
  });

  test('takes the size, stroke width, colour, fill and classes it is given', () => {
    const svg = drawn(<Heart size={18} strokeWidth={3} color="red" fill="currentColor" className="like-button__heart" />);
    expect(attributesOf(svg)).toMatchObject({ width: '18', height: '18', 'stroke-width': '3', stroke: 'red', fill: 'currentColor', class: 'lucide lucide-heart like-button__heart' });
  });

  test('is shown to assistive technology once it is named', () => {
    render(<Heart aria-label="Liked" />);
    expect(screen.getByLabelText('Liked')).not.toHaveAttribute('aria-hidden');
    render(<Heart role="img" aria-labelledby="caption" />);
    expect(screen.getByRole('img', { hidden: true })).not.toHaveAttribute('aria-hidden');
  });

  test('keeps the aria-hidden it is given', () => {
    expect(drawn(<Heart aria-hidden="false" />)).toHaveAttribute('aria-hidden', 'false');
  });
});
