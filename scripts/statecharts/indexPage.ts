/**
 * docs/statecharts/index.md: every registered machine with its purpose (the first sentence of the doc
 * comment above `export const <name>Machine`), its size (states, transitions, delays) and its model-test
 * coverage, so a reviewer can choose what to read without running anything.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { allNodes } from '../../src/statecharts/chart';
import { table } from '../../src/statecharts/markdown';
import { chartSize, diagramParts } from '../../src/statecharts/regions';
import { coverageText, type ModelCoverage } from './coverage';

/** The first sentence of the JSDoc right above the machine's export, as one line. */
export function machinePurpose(source: string, name: string): string {
  const exportAt = source.indexOf(`export const ${name}Machine`);
  if (exportAt < 0) return '';
  const before = source.slice(0, exportAt).trimEnd();
  if (!before.endsWith('*/')) return '';
  const comment = before.slice(before.lastIndexOf('/**') + 3, -2);
  const text = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text);
  return sentence?.[1] ?? text;
}

function delayCount(machine: AnyStateMachine): number {
  return allNodes(machine.root).reduce((sum, node) => sum + node.after.length, 0);
}

function sourceOf(srcDir: string, name: string): string {
  try {
    return readFileSync(join(srcDir, 'machines', name, `${name}.machine.ts`), 'utf8');
  } catch {
    return '';
  }
}

export function renderIndex(
  machines: Array<[string, AnyStateMachine]>,
  coverage: ReadonlyMap<string, ModelCoverage>,
  srcDir: string,
  generatedNote: string,
): string {
  const rows = machines.map(([name, machine]) => {
    const size = chartSize(machine);
    const parts = diagramParts(machine).length;
    return [
      `[${name}](./${name}.md)${parts > 1 ? ` (${parts} diagrams)` : ''}`,
      machinePurpose(sourceOf(srcDir, name), name) || '(no doc comment)',
      String(size.states),
      String(size.transitions),
      String(delayCount(machine)),
      coverageText(size.transitions, coverage.get(name)),
    ];
  });
  const tested = machines.filter(([name]) => coverage.has(name)).length;
  return [
    generatedNote,
    '',
    '# Statecharts',
    '',
    'One file per machine in src/machines/registry.ts, generated from the machine definitions. Each has a Mermaid',
    '`stateDiagram-v2` (GitHub and most editors render it) and tables of states, events, guards, delays and actors.',
    'Large machines are drawn as an overview with their parallel regions collapsed plus one diagram per region.',
    '',
    `Coverage is what the machine's model test in tests/model must reach (\`expectFullCoverage\` fails below it);`,
    `${tested} of ${machines.length} machines have one. States and transitions are counted as the model tests count`,
    'them (every state node but the root; every transition, `always` included); delays are the `after` timers.',
    '',
    ...table(['machine', 'purpose', 'states', 'transitions', 'delays', 'model-test coverage'], rows),
  ].join('\n');
}
