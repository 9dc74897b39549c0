import type { Kysely, Selectable } from 'kysely';
import type { Category, CategoryType, DeliveryTime } from '../../src/contract';
import type { CategoriesTable, Database } from '../db/schema';

/** The table keeps the type as text under a check constraint; this is that constraint read back. */
function categoryTypeOf(text: string): CategoryType {
  return text === 'service' ? 'service' : 'product';
}

function toCategory(row: Selectable<CategoriesTable>): Category {
  return { ...row, category_type: categoryTypeOf(row.category_type) };
}

/** Both lists in their sort order, with lookups by category id and delivery-time value. */
export type Catalogue = {
  categories: Category[];
  deliveryTimes: DeliveryTime[];
  categoryById: ReadonlyMap<number, Category>;
  deliveryTimeByValue: ReadonlyMap<string, DeliveryTime>;
};

async function readCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  const [categoryRows, deliveryTimes] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('delivery_times').selectAll().orderBy('sort_order').orderBy('id').execute(),
  ]);
  const categories = categoryRows.map(toCategory);
  return {
    categories,
    deliveryTimes,
    categoryById: new Map(categories.map((category) => [category.id, category])),
    deliveryTimeByValue: new Map(deliveryTimes.map((time) => [time.value, time])),
  };
}

/**
 * Categories and delivery-time options. Migrations seed them and nothing writes them while the
 * server runs, so they are read once per store and served from memory.
 */
export function lookupsStore(db: Kysely<Database>) {
  let loaded: Promise<Catalogue> | undefined;
  const catalogue = (): Promise<Catalogue> => {
    loaded ??= readCatalogue(db).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    catalogue,

    async categories(type?: CategoryType): Promise<Category[]> {
      const { categories } = await catalogue();
      return type === undefined ? categories : categories.filter((category) => category.category_type === type);
    },

    async category(id: number): Promise<Category | undefined> {
      return (await catalogue()).categoryById.get(id);
    },

    async deliveryTimes(): Promise<DeliveryTime[]> {
      return (await catalogue()).deliveryTimes;
    },

    async deliveryTime(value: string): Promise<DeliveryTime | undefined> {
      return (await catalogue()).deliveryTimeByValue.get(value);
    },
  };
}

export type LookupsStore = ReturnType<typeof lookupsStore>;
