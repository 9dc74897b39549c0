import '../styles/ads.css';

/** The spec's placeholder ad boxes, width x height in px. */
export const AD_SIZES = {
  small: { width: 300, height: 100 },
  medium: { width: 300, height: 250 },
  large: { width: 336, height: 280 },
  leaderboard: { width: 728, height: 90 },
  sidebar: { width: 300, height: 600 },
  banner: { width: 468, height: 60 },
  square: { width: 250, height: 250 },
  mobile: { width: 320, height: 50 },
  skyscraper: { width: 120, height: 600 },
  wideskyscraper: { width: 160, height: 600 },
} as const;

export type AdSize = keyof typeof AD_SIZES;

export type AdSlotProps = {
  size: AdSize;
  /** The landmark's name; give each slot on a page its own ('Advertisement, sidebar') when there are several. */
  label?: string;
  className?: string;
};

/** A placeholder box where an ad would go: the spec shows placeholders, not real ads. */
export function AdSlot({ size, label = 'Advertisement', className }: AdSlotProps) {
  const { width, height } = AD_SIZES[size];
  return (
    <aside
      role="complementary"
      aria-label={label}
      className={['ad-slot', `ad-slot--${size}`, className].filter(Boolean).join(' ')}
      style={{ width, aspectRatio: `${width} / ${height}` }}
      data-scope="ad"
      data-part="slot"
      data-size={size}
    >
      <span className="ad-slot__label">Advertisement</span>
      <span className="ad-slot__size" aria-hidden="true">
        {width} × {height}
      </span>
    </aside>
  );
}

export type AdSlotForScreenProps = {
  /** The box on phones (below 768 px). */
  phone: AdSize;
  /** The box from 768 px, where a leaderboard fits. */
  wide: AdSize;
  label?: string;
};

/** One place for an ad, sized for the screen: both boxes are drawn and the stylesheet shows the one that fits. */
export function AdSlotForScreen({ phone, wide, label }: AdSlotForScreenProps) {
  return (
    <>
      <AdSlot size={phone} label={label} className="ad-slot--phone" />
      <AdSlot size={wide} label={label} className="ad-slot--wide" />
    </>
  );
}
