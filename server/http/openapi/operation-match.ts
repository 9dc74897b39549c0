import type { OpenApiDocument } from './document';
import type { JsonSchema } from './json-schemas';

/** The documented operation a request reaches, with its path template and the path parameters it carries. */
export type MatchedOperation = { pathTemplate: string; params: Record<string, string>; operation: JsonSchema };

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const isParameter = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** The parameters of `segments` under `template`, or undefined when they do not fit it. */
function fit(template: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = segmentsOf(template);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (isParameter(part)) params[part.slice(1, -1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

/**
 * The operation a concrete request (`GET /api/post/12?x=1`) reaches, as the router picks it: a literal
 * segment wins over a parameter (`/api/categories/products` before any `{...}`), a trailing slash is ignored,
 * HEAD reaches the GET operation.
 * Path parameters are answered as sent (still percent-encoded).
 */
export function matchOperation(document: OpenApiDocument, method: string, url: string): MatchedOperation | undefined {
  const segments = segmentsOf(url.split('?')[0] ?? '');
  const literals = (template: string) => segmentsOf(template).filter((part) => !isParameter(part)).length;
  // HEAD is every GET's twin.
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  const templates = Object.keys(document.paths).sort((a, b) => literals(b) - literals(a));
  for (const pathTemplate of templates) {
    const operation = document.paths[pathTemplate]?.[verb];
    const params = operation ? fit(pathTemplate, segments) : undefined;
    if (operation && params) return { pathTemplate, params, operation };
  }
  return undefined;
}
