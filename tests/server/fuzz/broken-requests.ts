import fc from 'fast-check';
import type { OpenApiDocument } from '../../../server/http/openapi';
import { caseOf, documentContext, documentedOperations, partsOf, type DocumentedCase, type DocumentedOperation, type RequestParts } from './documented-requests';
import type { JsonSchema, SchemaContext } from './json-schema-arbitrary';
import type { KnownValues } from './live-server';
import { jsonText, type FuzzJson } from './odd-values';
import { jsonViolations, textViolations } from './schema-violations';

/** A valid request with one member the document refuses, named in `broken`. */
export type BrokenCase = DocumentedCase & { broken: string };

/** A value the member is given, or the member left out (when it is required). */
type Breakage = { value: FuzzJson } | 'left out';

type Breakable = { where: 'path' | 'query' | 'body'; name: string; values: readonly Breakage[] };

const given = (values: readonly FuzzJson[]): Breakage[] => values.map((value) => ({ value }));

function jsonBodySchema(operation: DocumentedOperation, context: SchemaContext): Exclude<JsonSchema, boolean> | undefined {
  let schema = operation.operation.requestBody?.content['application/json']?.schema;
  while (typeof schema === 'object' && schema.$ref !== undefined) schema = context.resolve(schema.$ref);
  return typeof schema === 'object' && schema.properties ? schema : undefined;
}

/** Each parameter and JSON body member of the operation with the values the document refuses for it. */
function breakables(operation: DocumentedOperation, context: SchemaContext): Breakable[] {
  const parameters = (operation.operation.parameters ?? []).flatMap((parameter): Breakable[] => {
    if (parameter.in !== 'path' && parameter.in !== 'query') return [];
    const missing: Breakage[] = parameter.in === 'query' && parameter.required ? ['left out'] : [];
    return [{ where: parameter.in, name: parameter.name, values: [...given(textViolations(parameter.schema, context)), ...missing] }];
  });
  const body = jsonBodySchema(operation, context);
  const required = new Set(body?.required ?? []);
  const members = Object.entries(body?.properties ?? {}).map(([name, schema]): Breakable => ({
    where: 'body',
    name,
    values: [...given(jsonViolations(schema, context)), ...(required.has(name) ? ['left out' as const] : [])],
  }));
  return [...parameters, ...members].filter((member) => member.values.length > 0);
}

/**
 * The parts with the member broken. A member of the same name elsewhere (DELETE /api takes `postid` from the
 * query or the body) is left out, so the server cannot read the valid one instead.
 */
function withBroken(parts: RequestParts, { where, name }: Breakable, breakage: Breakage): RequestParts {
  const set = <T extends Record<string, unknown>>(record: T, here: boolean): T => {
    const { [name]: _dropped, ...rest } = record;
    return (here && breakage !== 'left out' ? { ...rest, [name]: breakage.value } : rest) as T;
  };
  const body = parts.body;
  const jsonObject = body?.kind === 'json' && body.value && typeof body.value === 'object' && !Array.isArray(body.value) ? body.value : undefined;
  return {
    ...parts,
    path: where === 'path' ? set(parts.path, true) : parts.path,
    query: set(parts.query, where === 'query'),
    body: jsonObject && body?.kind === 'json' ? { ...body, value: set(jsonObject, where === 'body') } : body,
  };
}

/** Requests the document refuses by one member: of a wrong type, past a bound or length, missing when required. */
export function brokenCase(document: OpenApiDocument, known: KnownValues): fc.Arbitrary<BrokenCase> {
  const context = documentContext(document, known);
  const choices = documentedOperations(document).flatMap((operation) => {
    const members = breakables(operation, context);
    if (members.length === 0) return [];
    const json = jsonBodySchema(operation, context) !== undefined;
    const broken = fc.constantFrom(...members).chain((member) => fc.constantFrom(...member.values).map((breakage) => ({ member, breakage })));
    return [
      fc.tuple(partsOf(operation, context, json), broken).map(([parts, { member, breakage }]) => ({
        ...caseOf(operation, withBroken(parts, member, breakage)),
        broken: `${member.where} member ${member.name} ${breakage === 'left out' ? breakage : `= ${jsonText(breakage.value).slice(0, 60)}`}`,
      })),
    ];
  });
  return fc.oneof(...choices);
}
