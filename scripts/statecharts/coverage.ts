/**
 * What the index says about a machine's model test, read from tests/model the way the registry test
 * (tests/model/models.registry.test.ts) reads it: the model named after the machine, the transitions it
 * declares unreachable, and the test file that replays it with expectFullCoverage. That function fails the
 * test unless every state is reached and every transition but the declared ones is taken, so what is written
 * here is what `npm test` holds the machine to, with no numbers copied by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type ModelCoverage = { testFile: string; unreachable: number };

type FoundModel = { name: string; exportName: string; module: string; unreachable: number };

function isModel(value: unknown): value is { name: string; unreachable?: Record<string, string> } {
  return typeof value === 'object' && value !== null && 'machine' in value && 'variants' in value && 'serialize' in value && 'name' in value;
}

async function modelsIn(dir: string): Promise<FoundModel[]> {
  const files = readdirSync(dir).filter((file) => /\.models?\.ts$/.test(file)).sort();
  const found: FoundModel[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isModel(value)) continue;
      found.push({ name: value.name, exportName, module: basename(file, '.ts'), unreachable: Object.keys(value.unreachable ?? {}).length });
    }
  }
  return found;
}

/** The model test of every machine that has one, by machine name. */
export async function readModelCoverage(dir: string): Promise<Map<string, ModelCoverage>> {
  const tests = readdirSync(dir)
    .filter((file) => /\.models?\.test\.ts$/.test(file))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
  const coverage = new Map<string, ModelCoverage>();
  for (const model of await modelsIn(dir)) {
    const test = tests.find(
      ({ text }) => text.includes(`from './${model.module}'`) && new RegExp(`\\b${model.exportName}\\b`).test(text) && text.includes('expectFullCoverage('),
    );
    if (test) coverage.set(model.name, { testFile: `tests/model/${test.file}`, unreachable: model.unreachable });
  }
  return coverage;
}

/** The coverage cell of the index. */
export function coverageText(transitions: number, coverage: ModelCoverage | undefined): string {
  if (!coverage) return 'no model test';
  const taken = transitions - coverage.unreachable;
  const percent = transitions ? Math.floor((taken / transitions) * 100) : 100;
  const declared = coverage.unreachable ? ` (${coverage.unreachable} declared unreachable)` : '';
  return `states 100%, transitions ${taken}/${transitions} (${percent}%)${declared}: \`${coverage.testFile}\``;
}
