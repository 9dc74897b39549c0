import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { DEFAULT_DELIVERY, type FilterActorRef, type FilterValues } from '../../../machines/filter';
import { selectDeliveryTimes } from '../../../machines/lookups';
import { useLookupsRef } from './LookupsProvider';
import '../../styles/listing.css';

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

/** Show sold: a sold post leaves the results unless this is ticked. */
export function FilterShowSoldField({ filter, values }: FieldsProps) {
  const id = useId();
  return (
    <div className="filter-field filter-field--check">
      <input id={id} type="checkbox" checked={values.showSold} onChange={(event) => filter.send({ type: 'filter.showSoldChanged', value: event.target.checked })} />
      <label htmlFor={id}>Show sold</label>
    </div>
  );
}

/** The delivery times the lookups offer, or any. */
export function FilterDeliveryField({ filter, values }: FieldsProps) {
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
