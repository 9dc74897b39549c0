import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { MESSAGES, toFieldErrors } from '../../src/contract';
import { badRequest } from './http-error';

/** Parses input with a contract schema; a failure is a 400 with the first problem's message and the per-field errors. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? MESSAGES.validationFailed;
  throw badRequest(message, toFieldErrors(result.error.issues));
}

/** A member of an unparsed body or query when it is a string; undefined otherwise. */
export function readText(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object' || Array.isArray(source) || !(name in source)) return undefined;
  const value: unknown = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** A query parameter as text: '' when missing or repeated, so the schema's own "required" message applies. */
export function queryText(query: unknown, name: string): string {
  return readText(query, name) ?? '';
}

/**
 * True when a string anywhere in the value holds U+0000, which PostgreSQL cannot store (SQLite can): the API
 * and the sockets refuse it alike. Walks with its own stack, so deep nesting cannot overflow.
 */
export function holdsNulCharacter(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && value.includes('\u0000')) return true;
    if (value && typeof value === 'object') for (const inner of Object.values(value)) pending.push(inner);
  }
  return false;
}

/**
 * A pre-validation hook for every API route: text with a NUL character is refused under its
 * top-level field, as PostgreSQL cannot store it (SQLite can): both databases answer the same 400.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  for (const input of [request.params, request.query, request.body]) {
    if (!holdsNulCharacter(input)) continue;
    const fields = input && typeof input === 'object' && !Array.isArray(input) ? Object.entries(input) : [];
    const field = fields.find(([, value]) => holdsNulCharacter(value))?.[0] ?? 'non_field_errors';
    throw badRequest(MESSAGES.validationFailed, { [field]: [MESSAGES.validationFailed] });
  }
}
