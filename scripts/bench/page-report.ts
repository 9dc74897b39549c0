/** Medians over repeated page loads, and the table the page benchmarks print. */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The median of each field over the runs. */
export function medianOf<K extends string>(runs: readonly Record<K, number>[], keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<K, number>;
}

/** A Markdown table, each column as wide as its widest cell; cells that read as numbers are right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = (cell: string) => /^[\d.,]+( \w+)?$/.test(cell);
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => {
      const cell = cells[column] ?? '';
      return numeric(cell) ? cell.padStart(width) : cell.padEnd(width);
    }).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export const verdict = (met: boolean): string => (met ? 'PASS' : 'FAIL');
