import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { COUNTRIES, selectRegions, type FilterActorRef, type FilterValues } from '../../../machines/filter';
import { FilterMyCityOffer } from './FilterMyCityOffer';

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

/** Country, state/region and city, with the user's own city offered under the city. */
export function FilterPlaceFields({ filter, values }: FieldsProps) {
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
        <FilterMyCityOffer filter={filter} />
      </div>
    </>
  );
}
