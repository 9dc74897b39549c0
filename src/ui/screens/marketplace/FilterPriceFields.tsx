import { useId } from 'react';
import type { FilterActorRef, FilterValues } from '../../../machines/filter';

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

/** The min and max price in naira. */
export function FilterPriceFields({ filter, values }: FieldsProps) {
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
