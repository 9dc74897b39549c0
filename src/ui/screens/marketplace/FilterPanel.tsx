import { SlidersHorizontal } from '../../components/icons';
import { Suspense, useId, useState } from 'react';
import {
  selectActiveFilterCount,
  selectIsApplying,
  selectIsNarrow,
  selectIsPanelOpen,
  type FilterFirstView,
} from '../../../machines/filter/filter.selectors';
import { lazyPart } from '../../app/lazyPart';
import { useLateSelector } from '../../app/useLateScreenActor';
import type { LateFilter } from './lateMachines';
import '../../styles/filter.css';

// The fields come when the panel first opens (a tap on a phone, the sidebar once the page is up on a wide
// screen): a phone's first render of / does not wait for them.
const FilterForm = lazyPart(() => import('./FilterForm'), (module) => module.FilterForm);

export const FILTER_PANEL_ID = 'marketplace-filter-panel';

/** `first`: what shows until the panel's machine runs (it comes after the first render). */
type FilterProps = { filter: LateFilter; first: FilterFirstView };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The header's button that shows and hides the filter panel, with the active-filter count. */
export function FilterToggle({ filter, first }: FilterProps) {
  const open = useLateSelector(filter, selectIsPanelOpen, first.open);
  const count = useLateSelector(filter, selectActiveFilterCount, first.activeFilterCount);
  const preload = () => {
    filter.load();
    void FilterForm.preload();
  };
  return (
    <button
      type="button"
      className="button button--secondary filter-toggle"
      aria-expanded={open}
      aria-controls={FILTER_PANEL_ID}
      onClick={() => filter.send({ type: 'filter.panelToggled' })}
      onPointerEnter={preload}
      onFocus={preload}
      data-scope="filter"
      data-part="toggle"
    >
      <SlidersHorizontal /> Filters
      {count > 0 ? (
        <span className="filter-toggle__count" aria-label={`(${plural(count, 'active filter')})`}>
          {count}
        </span>
      ) : null}
    </button>
  );
}

/** FILTER BY: a sidebar on wide screens, a slide-in panel over a backdrop at 1000 px or less. */
export function FilterPanel({ filter, first }: FilterProps) {
  const open = useLateSelector(filter, selectIsPanelOpen, first.open);
  const narrow = useLateSelector(filter, selectIsNarrow, first.narrow);
  const titleId = useId();
  // Once opened, the fields stay mounted (hidden with the panel), as they were before they loaded on demand.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const close = () => filter.send({ type: 'filter.panelClosed' });
  return (
    <>
      {open && narrow ? (
        <div className="filter-backdrop" onClick={close} aria-hidden="true" data-scope="filter" data-part="backdrop" />
      ) : null}
      <section
        id={FILTER_PANEL_ID}
        className={`filter-panel${narrow ? ' filter-panel--overlay' : ''}`}
        aria-labelledby={titleId}
        hidden={!open}
        data-scope="filter"
        data-part="panel"
      >
        <FilterHeader filter={filter} first={first} titleId={titleId} onClose={close} />
        <ActiveFilterBanner filter={filter} first={first} />
        {opened ? <FilterFields filter={filter} /> : null}
      </section>
    </>
  );
}

/** The fields once both their code and the panel's machine have come: a spinner until then. */
function FilterFields({ filter }: { filter: LateFilter }) {
  const spinner = <span className="spinner" aria-hidden="true" />;
  if (!filter.actor) return spinner;
  return (
    <Suspense fallback={spinner}>
      <FilterForm.Component filter={filter.actor} />
    </Suspense>
  );
}

function FilterHeader({ filter, titleId, onClose }: FilterProps & { titleId: string; onClose: () => void }) {
  const applying = useLateSelector(filter, selectIsApplying, false);
  return (
    <header className="filter-panel__header">
      <h2 id={titleId} className="filter-panel__title">
        FILTER BY
      </h2>
      <div className="filter-panel__actions">
        <button
          type="button"
          className="button button--ghost filter-panel__small-button"
          disabled={applying}
          onClick={() => filter.send({ type: 'filter.resetClicked' })}
          data-scope="filter"
          data-part="reset"
        >
          Reset
        </button>
        <button type="button" className="button button--ghost filter-panel__small-button" onClick={onClose} data-scope="filter" data-part="close">
          Close
        </button>
      </div>
    </header>
  );
}

function ActiveFilterBanner({ filter, first }: FilterProps) {
  const count = useLateSelector(filter, selectActiveFilterCount, first.activeFilterCount);
  return (
    <p className="filter-panel__banner" role="status" data-scope="filter" data-part="banner" data-count={count}>
      {count > 0 ? `${plural(count, 'active filter')}` : 'No filters applied'}
    </p>
  );
}
