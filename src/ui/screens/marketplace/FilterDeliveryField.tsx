import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { DEFAULT_DELIVERY, type FilterActorRef, type FilterValues } from '../../../machines/filter';
import { selectDeliveryTimes } from '../../../machines/lookups';
import { useLookupsRef } from './LookupsProvider';

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

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
