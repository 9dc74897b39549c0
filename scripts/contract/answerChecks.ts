import type { z } from 'zod/mini';
import * as hiddenPosts from '../../src/contract/hiddenPosts';
import * as likes from '../../src/contract/likes';
import * as listingSearch from '../../src/contract/listingSearch';
import * as lookups from '../../src/contract/lookups';
import * as posts from '../../src/contract/posts';
import * as presence from '../../src/contract/presence';
import * as profile from '../../src/contract/profile';
import * as signIn from '../../src/contract/signIn';

/** Where the generated checks are written, from the repository's root. */
export const ANSWER_CHECKS_FILE = 'src/contract/answerChecks.generated.ts';

/**
 * The answers the first screen's code reads (the feed, the session, the lookups, a like, a search's suggestions,
 * the hidden posts' cache), by contract module: their checks are generated so that zod loads with later screens.
 */
export const FIRST_SCREEN_ANSWERS: Readonly<Record<string, { module: Record<string, unknown>; schemas: readonly string[] }>> = {
  hiddenPosts: { module: hiddenPosts, schemas: ['hiddenPostsCacheSchema'] },
  likes: { module: likes, schemas: ['likeAnswerSchema'] },
  listingSearch: { module: listingSearch, schemas: ['listingSuggestionsAnswerSchema'] },
  lookups: { module: lookups, schemas: ['categoriesAndDeliveryAnswerSchema'] },
  posts: { module: posts, schemas: ['feedAnswerSchema', 'optionalPostAnswerSchema'] },
  presence: { module: presence, schemas: ['userStatusSchema'] },
  profile: { module: profile, schemas: ['currentUserAnswerSchema'] },
  signIn: { module: signIn, schemas: ['loginAnswerSchema', 'logoutAnswerSchema', 'inactiveLoginAnswerSchema'] },
};

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** A schema this generator cannot write the same check for: it refuses rather than write a different one. */
function unsupported(def: Def, why: string): never {
  throw new Error(`answerChecks: cannot generate a check for a zod ${def.type} (${why}); keep this answer on zod or teach scripts/contract/answerChecks.ts.`);
}

function withoutChecks(def: Def): Def {
  if (Array.isArray(def.checks) && def.checks.length > 0) unsupported(def, 'it has checks');
  return def;
}

/** Writes the checks, naming each object schema the contract exports by its export's name. */
export class Writer {
  readonly lines: string[] = [];
  readonly helpers = new Set<string>();
  private readonly written = new Map<Schema, string>();

  constructor(private readonly exportedNames: ReadonlyMap<Schema, string>) {}

  use(helper: string): string {
    this.helpers.add(helper);
    return helper;
  }

  expression(schema: Schema): string {
    const known = this.written.get(schema);
    if (known) return known;
    const def = withoutChecks(defOf(schema));
    const expression = this.plain(def);
    const name = this.exportedNames.get(schema);
    if (!name || def.type !== 'object') return expression;
    const constant = `${name.replace(/Schema$/, '')}Value`;
    this.lines.push(`const ${constant} = ${expression};`);
    this.written.set(schema, constant);
    return constant;
  }

  private plain(def: Def): string {
    switch (def.type) {
      case 'string':
        return this.use('text');
      case 'boolean':
        return this.use('bool');
      case 'number':
        if (def.check === 'number_format' && def.format === 'safeint') return this.use('int');
        if (def.check !== undefined) unsupported(def, `format ${String(def.format)}`);
        return this.use('num');
      case 'enum':
        return `${this.use('oneOf')}(${JSON.stringify(Object.values(def.entries as Record<string, unknown>))})`;
      case 'literal':
        return `${this.use('oneOf')}(${JSON.stringify(def.values)})`;
      case 'nullable':
        return `${this.use('nullable')}(${this.inner(def, def.innerType)})`;
      case 'array':
        return `${this.use('list')}(${this.inner(def, def.element)})`;
      case 'union':
        return `${this.use('either')}([${(def.options as unknown[]).map((option) => this.inner(def, option)).join(', ')}])`;
      case 'object':
        return this.object(def);
      default:
        return unsupported(def, 'no such check');
    }
  }

  private inner(def: Def, inner: unknown): string {
    if (!isSchema(inner)) return unsupported(def, 'an inner value that is no schema');
    if (defOf(inner).type === 'optional') unsupported(def, 'an optional value outside an object');
    return this.expression(inner);
  }

  private object(def: Def): string {
    if (def.catchall !== undefined) unsupported(def, 'a strict or loose object');
    const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, field]) => {
      if (!isSchema(field)) return unsupported(def, `key ${key} is no schema`);
      const fieldDef = withoutChecks(defOf(field));
      const check = fieldDef.type === 'optional' ? `${this.use('optional')}(${this.inner(fieldDef, fieldDef.innerType)})` : this.expression(field);
      return `${/^[a-z_$][\w$]*$/i.test(key) ? key : JSON.stringify(key)}: ${check}`;
    });
    return `${this.use('object')}({ ${fields.join(', ')} })`;
  }
}

function exportedSchemas(): Map<Schema, string> {
  const names = new Map<Schema, string>();
  for (const { module } of Object.values(FIRST_SCREEN_ANSWERS))
    for (const [name, value] of Object.entries(module)) if (isSchema(value) && !names.has(value)) names.set(value, name);
  return names;
}

/** The text of ANSWER_CHECKS_FILE, from the contract's schemas as they are now. */
export function answerChecksSource(): string {
  const writer = new Writer(exportedSchemas());
  const typeImports: string[] = [];
  const exports: string[] = [];
  for (const [moduleName, { module, schemas }] of Object.entries(FIRST_SCREEN_ANSWERS)) {
    typeImports.push(`import type { ${schemas.join(', ')} } from './${moduleName}';`);
    for (const name of schemas) {
      const schema = module[name];
      if (!isSchema(schema)) throw new Error(`answerChecks: src/contract/${moduleName}.ts exports no schema ${name}.`);
      const check = writer.expression(schema);
      exports.push(`export const ${name.replace(/Schema$/, 'Check')} = answerCheck<z.output<typeof ${name}>>(${check});`);
    }
  }
  const helpers = ['answerCheck', ...[...writer.helpers].sort()];
  return [
    '// Written by scripts/contract/answerChecks.ts from the contract\'s zod schemas (`npm run answer-checks`); do not edit.',
    '// tests/contract/answerChecks.test.ts holds each check to its schema.',
    "import type { z } from 'zod/mini';",
    `import { ${helpers.join(', ')} } from './answerChecks';`,
    ...typeImports,
    '',
    ...writer.lines,
    '',
    ...exports,
    '',
  ].join('\n');
}
