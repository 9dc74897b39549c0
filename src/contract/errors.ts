import { z } from 'zod/mini';

/** Per-field error lists; nested objects (market_info) nest the same way. */
export type FieldErrors = { [field: string]: string[] | FieldErrors };

export const fieldErrorsSchema: z.ZodMiniType<FieldErrors> = z.lazy(() =>
  z.record(z.string(), z.union([z.array(z.string()), fieldErrorsSchema])),
);

/** The body of every 4xx and 5xx answer. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.optional(fieldErrorsSchema),
  success: z.optional(z.literal(false)),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** Groups zod issues by path, keeping each field's messages once, in order. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const root: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String) : ['non_field_errors'];
    let node = root;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (!next || Array.isArray(next)) node[key] = {};
      node = node[key] as FieldErrors;
    }
    const leaf = path[path.length - 1] ?? 'non_field_errors';
    const list = node[leaf];
    const messages = Array.isArray(list) ? list : [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    node[leaf] = messages;
  }
  return root;
}

/** The first message of a field, for forms that show one line under each field. */
export function firstError(errors: FieldErrors | undefined, ...path: string[]): string | undefined {
  let node: FieldErrors | string[] | undefined = errors;
  for (const key of path) {
    if (!node || Array.isArray(node)) return undefined;
    node = node[key];
  }
  return Array.isArray(node) ? node[0] : undefined;
}
