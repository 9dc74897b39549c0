import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { MESSAGES } from '../../../contract';
import {
  selectCountries,
  selectIsLoadingPlaces,
  selectPlacesFailed,
  selectRegions,
  type FilterActorRef,
  type FilterValues,
} from '../../../machines/filter';
import { LoadFailed } from '../../components/LoadFailed';
import { FilterMyCityOffer } from './FilterMyCityOffer';

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

/** Country, state/region (the server's lists, filled in once they come) and city, with the user's own city offered under the city. */
export function FilterPlaceFields({ filter, values }: FieldsProps) {
  const countries = useSelector(filter, selectCountries);
  const regions = useSelector(filter, selectRegions);
  const countryId = useId();
  const stateId = useId();
  const cityId = useId();
  // Until the list comes, the chosen country is the one option, so the select still shows it.
  const countryNames = countries.length > 0 ? countries.map((country) => country.name) : [values.country];
  return (
    <>
      <div className="filter-field">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} value={values.country} onChange={(event) => filter.send({ type: 'filter.countryChanged', value: event.target.value })}>
          {countryNames.map((name) => (
            <option key={name} value={name}>
              {name}
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
      <PlacesStatus filter={filter} />
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

/** A line while the country and state lists load; the spec's failure words with Try Again when they fail. */
function PlacesStatus({ filter }: { filter: FilterActorRef }) {
  const loading = useSelector(filter, selectIsLoadingPlaces);
  const failed = useSelector(filter, selectPlacesFailed);
  if (failed) {
    const retry = () => filter.send({ type: 'filter.placesRetryClicked' });
    return <LoadFailed message={MESSAGES.filterOptionsFailed} onRetry={retry} className="filter-field__status" scope="filter" part="places-error" />;
  }
  if (!loading) return null;
  return (
    <p className="filter-field__status" role="status" data-scope="filter" data-part="places-loading">
      Loading countries and states...
    </p>
  );
}
