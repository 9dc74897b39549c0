import { LayoutGrid } from '../../components/icons';
import type { FeedLayout } from './useFeedLayout';

type FeedLayoutToggleProps = { layout: FeedLayout; onChange: (layout: FeedLayout) => void };

/** Compact cards (pressed) or full cards; the choice is kept on this device. */
export function FeedLayoutToggle({ layout, onChange }: FeedLayoutToggleProps) {
  const compact = layout === 'compact';
  return (
    <button
      type="button"
      className="button button--secondary feed-layout-toggle"
      aria-pressed={compact}
      onClick={() => onChange(compact ? 'full' : 'compact')}
      data-scope="feed"
      data-part="layout-toggle"
    >
      <LayoutGrid aria-hidden="true" />
      <span className="visually-hidden">Compact cards</span>
    </button>
  );
}
