/** Text for the generated Markdown: Mermaid-safe names and labels, table cells, and a stable order. */

export type Row = string[];

export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function sortRows(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => byText(a.join('\u0000'), b.join('\u0000')));
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** Text Mermaid accepts in a transition label or a state description. */
export function mermaidText(text: string): string {
  return text.replace(/[;:{}"#]/g, ' ').replace(/\s+/g, ' ').trim();
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ') || ' ';
}

export function code(text: string): string {
  return text ? `\`${text}\`` : '';
}

export function table(headers: string[], rows: Row[]): string[] {
  if (!rows.length) return ['_None._', ''];
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ];
}
