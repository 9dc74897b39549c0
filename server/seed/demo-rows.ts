/** Rows per multi-row insert, well under SQLite's and PostgreSQL's parameter limits. */
const INSERT_CHUNK = 500;

/** The demo's rows in slices of one multi-row insert each. */
export function chunks<T>(items: readonly T[], size = INSERT_CHUNK): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** The id of the row a plan names by its index (a person in DEMO_PEOPLE's order, a post in the plan's). */
export function idOf(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`no demo row ${index}`);
  return id;
}
