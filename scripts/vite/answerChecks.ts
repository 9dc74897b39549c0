import type { Plugin } from 'vite';
import { writeAnswerChecks } from '../contract/writeAnswerChecks.js';

/** Writes the first screen's answer checks from the contract's zod schemas before the build reads them (scripts/contract/answerChecks.ts). */
export function answerChecks(): Plugin {
  return {
    name: 'answer-checks',
    apply: 'build',
    buildStart() {
      if (writeAnswerChecks()) this.info('rewrote src/contract/answerChecks.generated.ts from the contract');
    },
  };
}
