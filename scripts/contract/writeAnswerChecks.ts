import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ANSWER_CHECKS_FILE, answerChecksSource } from './answerChecks';

/** Writes ANSWER_CHECKS_FILE under `root` when its text differs from a fresh generation; true when it wrote. */
export function writeAnswerChecks(root = process.cwd()): boolean {
  const file = resolve(root, ANSWER_CHECKS_FILE);
  const source = answerChecksSource();
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return false;
  writeFileSync(file, source);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(writeAnswerChecks() ? `wrote ${ANSWER_CHECKS_FILE}` : `${ANSWER_CHECKS_FILE} is up to date`);
