import type { Plugin } from 'vite';
import { writeAnswerChecks } from '../contract/writeAnswerChecks.js';

/** Writes the first screen's, a shared post's and a profile's answer checks from the contract's zod schemas before the build reads them (scripts/contract/answerChecks.ts). */
export function answerChecks(): Plugin {
  return {
    name: 'answer-checks',
    apply: 'build',
    buildStart() {
      for (const file of writeAnswerChecks()) this.info(`rewrote ${file} from the contract`);
    },
  };
}
