import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './document';
import type { JsonSchema } from './json-schemas';
import { openApiPath } from './operation';

/** The problems of one answer against the document; none when it conforms. */
export type AnswerCheck = (method: string, pathTemplate: string, status: number, body: unknown) => string[];

const ROOT = 'urn:naija-market:openapi';

/** The document's `#/components/schemas/X` as a reference into the validator's root schema. */
function rebased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebased);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')
        ? `${ROOT}#/$defs/${inner.slice('#/components/schemas/'.length)}`
        : rebased(inner),
    ]),
  );
}

const problemOf = (error: ErrorObject) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`;

/** The response object of a status, following a $ref to components.responses. */
function responseOf(document: OpenApiDocument, operation: JsonSchema, status: number): JsonSchema | undefined {
  const responses = operation.responses as Record<string, JsonSchema> | undefined;
  const response = responses?.[String(status)];
  const ref = response?.$ref;
  if (typeof ref !== 'string') return response;
  return document.components.responses[ref.slice('#/components/responses/'.length)];
}

/**
 * Checks answers against the document with a JSON Schema 2020-12 validator (ajv): the operation of
 * (method, path template) must document the status, and the body must match its JSON schema (an answer
 * documented without a body must have none; so must a HEAD answer, checked against its GET). Path templates
 * are OpenAPI's (`/api/post/{id}`) or Fastify's (`/api/post/:id`); matchOperation finds the template of a
 * concrete URL. Each distinct schema is compiled once, when first needed.
 */
export function answerValidator(document: OpenApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addSchema({ $id: ROOT, $defs: rebased(document.components.schemas) as JsonSchema });
  const compiled = new Map<string, ValidateFunction>();

  /** One validator per distinct schema: the error answers of every operation share one. */
  function validatorOf(response: JsonSchema): ValidateFunction | null {
    const content = response.content as Record<string, { schema: JsonSchema }> | undefined;
    const schema = content?.['application/json']?.schema;
    if (!schema) return null;
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ $id: `${ROOT}:${compiled.size}`, ...(rebased(schema) as JsonSchema) });
      compiled.set(key, validate);
    }
    return validate;
  }

  return (method, pathTemplate, status, body) => {
    const path = openApiPath(pathTemplate);
    const verb = method.toUpperCase();
    const named = `${verb} ${path} ${status}`;
    const empty = body === undefined || body === null || body === '';
    // HEAD is every GET's twin: the same statuses, never a body.
    const operation = document.paths[path]?.[verb === 'HEAD' ? 'get' : verb.toLowerCase()];
    if (!operation) return [`no operation documents ${verb} ${path}`];
    const response = responseOf(document, operation, status);
    if (!response) return [`${verb} ${path} documents no ${status} answer`];
    const validate = verb === 'HEAD' ? null : validatorOf(response);
    if (!validate) return empty ? [] : [`${named}: ${verb === 'HEAD' ? 'a HEAD answer has' : 'documented without'} a body, but one came`];
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${named}: ${problemOf(error)}`);
  };
}
