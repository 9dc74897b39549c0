import { z } from 'zod/mini';
import * as createPost from '../../src/contract/createPost';
import * as hiddenPosts from '../../src/contract/hiddenPosts';
import * as likes from '../../src/contract/likes';
import * as listingSearch from '../../src/contract/listingSearch';
import * as lookups from '../../src/contract/lookups';
import * as posts from '../../src/contract/posts';
import * as presence from '../../src/contract/presence';
import * as profile from '../../src/contract/profile';
import * as reviews from '../../src/contract/reviews';
import * as signIn from '../../src/contract/signIn';
import * as social from '../../src/contract/social';
import * as socket from '../../src/contract/socket';

/** Where the generated checks are written, from the repository's root: the first screen's, and a shared post's. */
export const ANSWER_CHECKS_FILE = 'src/contract/answerChecks.generated.ts';
export const POST_CHECKS_FILE = 'src/contract/postChecks.generated.ts';
export const PROFILE_CHECKS_FILE = 'src/contract/profileChecks.generated.ts';

/** The schemas a group of checks is generated from, by contract module. */
export type AnswerGroup = Readonly<Record<string, { module: Record<string, unknown>; schemas: readonly string[] }>>;

/**
 * The answers the first screen's code reads (the feed, the session, the lookups, a like, a search's suggestions,
 * the hidden posts' cache), by contract module: their checks are generated so that zod loads with later screens.
 */
export const FIRST_SCREEN_ANSWERS: AnswerGroup = {
  hiddenPosts: { module: hiddenPosts, schemas: ['hiddenPostsCacheSchema'] },
  likes: { module: likes, schemas: ['likeAnswerSchema'] },
  listingSearch: { module: listingSearch, schemas: ['listingSuggestionsAnswerSchema'] },
  lookups: { module: lookups, schemas: ['categoriesAndDeliveryAnswerSchema'] },
  posts: { module: posts, schemas: ['feedAnswerSchema', 'optionalPostAnswerSchema'] },
  presence: { module: presence, schemas: ['userStatusSchema'] },
  profile: { module: profile, schemas: ['currentUserAnswerSchema'] },
  signIn: { module: signIn, schemas: ['loginAnswerSchema', 'logoutAnswerSchema', 'inactiveLoginAnswerSchema'] },
};

/**
 * What a shared post's page checks before and around its title: the answers of the post's calls (src/services/social.ts)
 * and the frames its live socket sends and receives (src/machines/socket/socket.rules.ts), so zod loads with later screens.
 */
export const POST_PATH_ANSWERS: AnswerGroup = {
  // No schema of its own: its objects (a post, a category) get names in the hidden posts' answer.
  posts: { module: posts, schemas: [] },
  createPost: { module: createPost, schemas: ['deletePostAnswerSchema'] },
  social: {
    module: social,
    schemas: ['commentsAnswerSchema', 'commentAnswerSchema', 'saveAnswerSchema', 'hiddenPostsAnswerSchema', 'hiddenPostListAnswerSchema', 'shareAnswerSchema', 'createChatAnswerSchema', 'followAnswerSchema', 'suggestionsAnswerSchema'],
  },
  socket: { module: socket, schemas: ['serverSocketMessageSchema', 'clientSocketMessageSchema'] },
};

/**
 * What a profile checks besides its own answer (the first screen's currentUserAnswerSchema): its reviews, the owner's
 * referrals and the owner's stored status (src/services/profile.ts), so zod loads with later screens.
 */
export const PROFILE_PATH_ANSWERS: AnswerGroup = {
  reviews: { module: reviews, schemas: ['reviewsPageSchema', 'reviewSchema'] },
  social: { module: social, schemas: ['referralCodeAnswerSchema', 'referralStatsAnswerSchema'] },
  presence: { module: presence, schemas: ['presenceStatusSchema'] },
};

/** Each generated file and the schemas it checks. */
export const CHECK_FILES: readonly { file: string; answers: AnswerGroup }[] = [
  { file: ANSWER_CHECKS_FILE, answers: FIRST_SCREEN_ANSWERS },
  { file: POST_CHECKS_FILE, answers: POST_PATH_ANSWERS },
  { file: PROFILE_CHECKS_FILE, answers: PROFILE_PATH_ANSWERS },
];

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value;

/** A schema this generator cannot write the same check for: it refuses rather than write a different one. */
function unsupported(def: Def, why: string): never {
  throw new Error(`answerChecks: cannot generate a check for a zod ${def.type} (${why}); keep this answer on zod or teach scripts/contract/answerChecks.ts.`);
}

const checksOf = (def: Def): Def[] => (Array.isArray(def.checks) ? def.checks.map((check: Schema) => defOf(check)) : []);

// zod's trim is an overwrite with this function; any other overwrite (lower case, normalise) is refused.
const TRIM = String((z.trim()._zod.def as unknown as Def).tx);

/** A check of a string's or a number's value, as the generated code writes it (src/contract/answerChecks.ts). */
function refinement(writer: Writer, check: Def, of: Def): string {
  const bound = (helper: string, value: unknown) => `${writer.use(helper)}(${JSON.stringify(value)})`;
  switch (check.check) {
    case 'overwrite':
      return String(check.tx) === TRIM ? writer.use('trimmed') : unsupported(of, 'an overwrite other than trim');
    case 'min_length':
      return bound('minLength', check.minimum);
    case 'max_length':
      return bound('maxLength', check.maximum);
    case 'greater_than':
      return check.inclusive ? bound('atLeast', check.value) : unsupported(of, 'an exclusive bound');
    case 'less_than':
      return check.inclusive ? bound('atMost', check.value) : unsupported(of, 'an exclusive bound');
    case 'number_format':
      return check.format === 'safeint' ? writer.use('whole') : unsupported(of, `format ${String(check.format)}`);
    default:
      return unsupported(of, `it has a ${String(check.check)} check`);
  }
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
    const def = defOf(schema);
    const checks = checksOf(def);
    if (checks.length > 0 && def.type !== 'string' && def.type !== 'number' && def.type !== 'array') unsupported(def, 'it has checks');
    const plain = this.plain(def);
    const expression = checks.length > 0 ? `${this.use('refined')}(${plain}, [${checks.map((check) => refinement(this, check, def)).join(', ')}])` : plain;
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
      case 'unknown':
        return this.use('anything');
      case 'record':
        return this.record(def);
      case 'union':
        if (typeof def.discriminator === 'string') return this.tagged(def, def.discriminator);
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

  /** zod's record of string keys (any other key schema is refused). */
  private record(def: Def): string {
    const key = isSchema(def.keyType) ? defOf(def.keyType) : undefined;
    if (key?.type !== 'string' || checksOf(key).length > 0) unsupported(def, 'keys other than plain strings');
    return `${this.use('record')}(${this.inner(def, def.valueType)})`;
  }

  /** zod's discriminated union: the option whose literal the discriminator holds. */
  private tagged(def: Def, discriminator: string): string {
    const entries = (def.options as unknown[]).flatMap((option) => {
      const tag = isSchema(option) ? (defOf(option).shape as Record<string, Schema> | undefined)?.[discriminator] : undefined;
      if (!tag || defOf(tag).type !== 'literal') return unsupported(def, 'an option without a literal discriminator');
      const check = this.inner(def, option);
      return (defOf(tag).values as unknown[]).map((value) => `[${JSON.stringify(value)}, ${check}]`);
    });
    return `${this.use('tagged')}(${JSON.stringify(discriminator)}, [${entries.join(', ')}])`;
  }

  private object(def: Def): string {
    if (def.catchall !== undefined) unsupported(def, 'a strict or loose object');
    const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, field]) => {
      if (!isSchema(field)) return unsupported(def, `key ${key} is no schema`);
      const fieldDef = defOf(field);
      if (checksOf(fieldDef).length > 0 && fieldDef.type === 'optional') unsupported(fieldDef, 'it has checks');
      const check = fieldDef.type === 'optional' ? `${this.use('optional')}(${this.inner(fieldDef, fieldDef.innerType)})` : this.expression(field);
      return `${/^[a-z_$][\w$]*$/i.test(key) ? key : JSON.stringify(key)}: ${check}`;
    });
    return `${this.use('object')}({ ${fields.join(', ')} })`;
  }
}

/** Each exported schema's name: the one the group lists first, then the first in name order (one schema may have two names). */
function exportedSchemas(answers: AnswerGroup): Map<Schema, string> {
  const names = new Map<Schema, string>();
  const modules = Object.values(answers);
  for (const { module, schemas } of modules) for (const name of schemas) if (isSchema(module[name]) && !names.has(module[name])) names.set(module[name], name);
  for (const { module } of modules)
    for (const name of Object.keys(module).sort()) if (isSchema(module[name]) && !names.has(module[name])) names.set(module[name], name);
  return names;
}

/** The text of a file of checks (ANSWER_CHECKS_FILE by default), from the contract's schemas as they are now. */
export function answerChecksSource(answers: AnswerGroup = FIRST_SCREEN_ANSWERS): string {
  const writer = new Writer(exportedSchemas(answers));
  const typeImports: string[] = [];
  const exports: string[] = [];
  for (const [moduleName, { module, schemas }] of Object.entries(answers)) {
    if (schemas.length > 0) typeImports.push(`import type { ${schemas.join(', ')} } from './${moduleName}';`);
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
