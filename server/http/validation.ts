import type { z } from 'zod';
import { MESSAGES, toFieldErrors } from '../../src/contract';
import { HttpError } from './http-error';

export type ParseOptions = {
  /** The answer's message; by default the first problem's own message. */
  message?: string;
  /** Extra members of the 400 body (register adds success: false). */
  extra?: Record<string, unknown>;
};

/** Parses input with a contract schema; a failure is a 400 with the spec's per-field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const message = options.message ?? result.error.issues[0]?.message ?? MESSAGES.validationFailed;
  throw new HttpError(400, message, { ...options.extra, errors: toFieldErrors(result.error.issues) });
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
