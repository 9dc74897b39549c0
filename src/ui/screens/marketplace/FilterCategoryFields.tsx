import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import type { CategoryType } from '../../../contract';
import type { FilterActorRef, FilterValues } from '../../../machines/filter';
import { selectCategoriesOf } from '../../../machines/lookups';
import { useLookupsRef } from './LookupsProvider';

const CATEGORY_TYPES: ReadonlyArray<{ value: CategoryType | ''; label: string }> = [
  { value: '', label: 'All' },
  { value: 'product', label: 'Products' },
  { value: 'service', label: 'Services' },
];

type FieldsProps = { filter: FilterActorRef; values: FilterValues };

/** Category type, then the categories of that type. */
export function FilterCategoryFields({ filter, values }: FieldsProps) {
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
