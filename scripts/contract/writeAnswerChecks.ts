import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { answerChecksSource, CHECK_FILES } from './answerChecks';

/** Writes each file of CHECK_FILES under `root` whose text differs from a fresh generation; the files written. */
export function writeAnswerChecks(root = process.cwd()): string[] {
  return CHECK_FILES.flatMap(({ file, answers }) => {
    const path = resolve(root, file);
    const source = answerChecksSource(answers);
    if (existsSync(path) && readFileSync(path, 'utf8') === source) return [];
    writeFileSync(path, source);
    return [file];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = writeAnswerChecks();
  console.log(written.length > 0 ? `wrote ${written.join(', ')}` : 'the answer checks are up to date');
}
