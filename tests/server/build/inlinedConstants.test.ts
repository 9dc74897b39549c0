import { describe, expect, it } from 'vitest';
import { inlineReads } from '../../../scripts/vite/inlinedConstants';

const tables = { MESSAGES: { networkError: 'Network error.', nested: { a: 1 } }, LIMITS: { pageSize: 10 } };

describe('inlineReads', () => {
  it('writes each read as its value and drops the import whose reads were all written', () => {
    const code = "import { MESSAGES } from './texts';\nimport { LIMITS, other } from './limits';\nthrow new Error(MESSAGES.networkError + LIMITS.pageSize + other);\n";
    expect(inlineReads(code, tables)?.toString()).toBe(
      "\nimport { other } from './limits';\nthrow new Error(\"Network error.\" + (10) + other);\n",
    );
  });

  it('keeps the import of a table still read whole, for a key it lacks, or for a value of another kind', () => {
    for (const read of ['Object.keys(MESSAGES)', 'MESSAGES.missing', 'MESSAGES.nested']) {
      const code = `import { MESSAGES } from "./texts";\nuse(MESSAGES.networkError, ${read});\n`;
      expect(inlineReads(code, tables)?.toString()).toContain('import { MESSAGES } from "./texts";');
    }
  });

  it('leaves code that reads no table as it is', () => {
    expect(inlineReads("import { x } from './x';\nuse(x.networkError);\n", tables)).toBeNull();
  });
});
