import { useSelector } from '@xstate/react';
import { MapPin, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, type CSSProperties, type FormEvent } from 'react';
import type { CategoryType } from '../../../contract';
import {
  COUNTRIES,
  DEFAULT_DELIVERY,
  DISTANCE_MAX_KM,
  selectActiveFilterCount,
  selectCitySuggestion,
  selectFilterValues,
  selectIsApplying,
  selectIsNarrow,
  selectIsPanelOpen,
  selectRegions,
  type FilterActorRef,
  type FilterValues,
} from '../../../machines/filter';
import { selectCategoriesOf, selectDeliveryTimes } from '../../../machines/lookups';
import '../../styles/filter.css';
import { useLookupsRef } from './LookupsProvider';

export const FILTER_PANEL_ID = 'marketplace-filter-panel';

const CATEGORY_TYPES: ReadonlyArray<{ value: CategoryType | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'product', label: 'Products' },
  { value: 'service', label: 'Services' },
];

type FilterProps = { filter: FilterActorRef };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The header's button that shows and hides the filter panel, with the active-filter count. */
export function FilterToggle({ filter }: FilterProps) {
  const open = useSelector(filter, selectIsPanelOpen);
  const count = useSelector(filter, selectActiveFilterCount);
  return (
    <button
      type="button"
      className="button button--secondary filter-toggle"
      aria-expanded={open}
      aria-controls={FILTER_PANEL_ID}
      onClick={() => filter.send({ type: 'filter.panelToggled' })}
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
export function FilterPanel({ filter }: FilterProps) {
  const open = useSelector(filter, selectIsPanelOpen);
  const narrow = useSelector(filter, selectIsNarrow);
  const titleId = useId();
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
        <FilterHeader filter={filter} titleId={titleId} onClose={close} />
        <ActiveFilterBanner filter={filter} />
        <FilterForm filter={filter} />
      </section>
    </>
  );
}

function FilterHeader({ filter, titleId, onClose }: FilterProps & { titleId: string; onClose: () => void }) {
  const applying = useSelector(filter, selectIsApplying);
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

function ActiveFilterBanner({ filter }: FilterProps) {
  const count = useSelector(filter, selectActiveFilterCount);
  return (
    <p className="filter-panel__banner" role="status" data-scope="filter" data-part="banner" data-count={count}>
      {count > 0 ? `${plural(count, 'active filter')}` : 'No filters applied'}
    </p>
  );
}

function FilterForm({ filter }: FilterProps) {
  const applying = useSelector(filter, selectIsApplying);
  const values = useSelector(filter, selectFilterValues);
  const lookups = useLookupsRef();
  useEffect(() => {
    lookups.send({ type: 'lookups.requested' });
  }, [lookups]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    filter.send({ type: 'filter.applyClicked' });
  };
  return (
    <form className="filter-form" aria-label="Filters" noValidate onSubmit={submit} data-scope="filter" data-part="form">
      <fieldset className="filter-form__fields" disabled={applying}>
        <legend className="visually-hidden">Filters</legend>
        <CategoryFields filter={filter} values={values} />
        <PriceFields filter={filter} values={values} />
        <PlaceFields filter={filter} values={values} />
        <DistanceSlider filter={filter} values={values} />
        <DeliveryField filter={filter} values={values} />
      </fieldset>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={applying}
        aria-busy={applying || undefined}
        data-scope="filter"
        data-part="apply"
      >
        {applying ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Filtering...
          </>
        ) : (
          'Apply Filters'
        )}
      </button>
    </form>
  );
}

type FieldsProps = FilterProps & { values: FilterValues };

function CategoryFields({ filter, values }: FieldsProps) {
  const lookups = useLookupsRef();
  const categoriesOfType = useMemo(() => selectCategoriesOf(values.categoryType), [values.categoryType]);
  const categories = useSelector(lookups, categoriesOfType);
  const typeId = useId();
  const categoryId = useId();
  return (
    <>
      <div className="filter-field">
        <label htmlFor={typeId}>Category type</label>
        <select
          id={typeId}
          value={values.categoryType}
          onChange={(event) => filter.send({ type: 'filter.categoryTypeChanged', value: categoryTypeOf(event.target.value) })}
        >
          {CATEGORY_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      {values.categoryType ? (
        <div className="filter-field">
          <label htmlFor={categoryId}>Category</label>
          <select id={categoryId} value={values.category} onChange={(event) => filter.send({ type: 'filter.categoryChanged', value: event.target.value })}>
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}

const categoryTypeOf = (value: string): CategoryType | '' => (value === 'product' || value === 'service' ? value : '');

function PriceFields({ filter, values }: FieldsProps) {
  const minId = useId();
  const maxId = useId();
  const send = (bound: 'min' | 'max', value: string) => filter.send({ type: 'filter.priceChanged', bound, value });
  return (
    <div className="filter-field filter-field--pair">
      <div>
        <label htmlFor={minId}>Min price (₦)</label>
        <input id={minId} type="number" inputMode="decimal" min={0} placeholder="0" value={values.min} onChange={(event) => send('min', event.target.value)} />
      </div>
      <div>
        <label htmlFor={maxId}>Max price (₦)</label>
        <input id={maxId} type="number" inputMode="decimal" min={0} placeholder="Any" value={values.max} onChange={(event) => send('max', event.target.value)} />
      </div>
    </div>
  );
}

function PlaceFields({ filter, values }: FieldsProps) {
  const regions = useSelector(filter, selectRegions);
  const countryId = useId();
  const stateId = useId();
  const cityId = useId();
  return (
    <>
      <div className="filter-field">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} value={values.country} onChange={(event) => filter.send({ type: 'filter.countryChanged', value: event.target.value })}>
          {COUNTRIES.map((country) => (
            <option key={country.name} value={country.name}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor={stateId}>State/Region</label>
        <select id={stateId} value={values.state} onChange={(event) => filter.send({ type: 'filter.regionChanged', value: event.target.value })}>
          <option value="">All states</option>
          {regions.map((region) => (
            <option key={region.name} value={region.name}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-field">
        <label htmlFor={cityId}>City</label>
        <input
          id={cityId}
          type="text"
          placeholder="Any city"
          autoComplete="address-level2"
          value={values.city}
          onChange={(event) => filter.send({ type: 'filter.cityChanged', value: event.target.value })}
        />
        <MyCityOffer filter={filter} />
      </div>
    </>
  );
}

/** The user's own city, offered (never applied unasked): one tap filters on it. */
function MyCityOffer({ filter }: FilterProps) {
  const city = useSelector(filter, selectCitySuggestion);
  if (!city) return null;
  return (
    <button type="button" className="chip filter-field__suggestion" onClick={() => filter.send({ type: 'filter.myCityClicked' })} data-scope="filter" data-part="my-city">
      <MapPin /> My city: {city}
    </button>
  );
}

function DistanceSlider({ filter, values }: FieldsProps) {
  const [low, high] = values.distance;
  const send = (range: readonly [number, number]) => filter.send({ type: 'filter.distanceChanged', range });
  const percent = (km: number) => `${(km / DISTANCE_MAX_KM) * 100}%`;
  return (
    <div className="filter-field" role="group" aria-label="Distance" data-scope="filter" data-part="distance">
      <span className="filter-field__label">
        Distance <output className="filter-distance__value">{`${low} - ${high} km`}</output>
      </span>
      <div className="filter-distance" style={{ '--low': percent(low), '--high': percent(high) } as CSSProperties}>
        <input
          type="range"
          min={0}
          max={DISTANCE_MAX_KM}
          step={1}
          value={low}
          aria-label="Minimum distance (km)"
          onChange={(event) => send([Math.min(Number(event.target.value), high), high])}
        />
        <input
          type="range"
          min={0}
          max={DISTANCE_MAX_KM}
          step={1}
          value={high}
          aria-label="Maximum distance (km)"
          onChange={(event) => send([low, Math.max(Number(event.target.value), low)])}
        />
      </div>
    </div>
  );
}

function DeliveryField({ filter, values }: FieldsProps) {
  const lookups = useLookupsRef();
  const deliveryTimes = useSelector(lookups, selectDeliveryTimes);
  const id = useId();
  return (
    <div className="filter-field">
      <label htmlFor={id}>Delivery time</label>
      <select id={id} value={values.delivery} onChange={(event) => filter.send({ type: 'filter.deliveryChanged', value: event.target.value })}>
        <option value={DEFAULT_DELIVERY}>Any delivery time</option>
        {deliveryTimes.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
