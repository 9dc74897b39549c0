import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { selectFilterValues, selectIsApplying, type FilterActorRef } from '../../../machines/filter';
import { FilterCategoryFields } from './FilterCategoryFields';
import { FilterDeliveryField, FilterShowSoldField } from './FilterDeliveryField';
import { FilterDistanceSlider } from './FilterDistanceSlider';
import { FilterPlaceFields } from './FilterPlaceFields';
import { FilterPriceFields } from './FilterPriceFields';
import { useLookupsRef } from './LookupsProvider';

/** The filter fields and the Apply Filters button; applying locks the fields. */
export function FilterForm({ filter }: { filter: FilterActorRef }) {
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
        <FilterCategoryFields filter={filter} values={values} />
        <FilterPriceFields filter={filter} values={values} />
        <FilterPlaceFields filter={filter} values={values} />
        <FilterDistanceSlider filter={filter} values={values} />
        <FilterDeliveryField filter={filter} values={values} />
        <FilterShowSoldField filter={filter} values={values} />
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
