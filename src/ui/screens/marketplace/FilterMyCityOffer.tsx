import { useSelector } from '@xstate/react';
import { MapPin } from '../../components/icons';
import { selectCitySuggestion, type FilterActorRef } from '../../../machines/filter';

/** The user's own city, offered (never applied unasked): one tap filters on it. */
export function FilterMyCityOffer({ filter }: { filter: FilterActorRef }) {
  const city = useSelector(filter, selectCitySuggestion);
  if (!city) return null;
  return (
    <button type="button" className="chip filter-field__suggestion" onClick={() => filter.send({ type: 'filter.myCityClicked' })} data-scope="filter" data-part="my-city">
      <MapPin /> My city: {city}
    </button>
  );
}
