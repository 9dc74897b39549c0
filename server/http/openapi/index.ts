// The API's OpenAPI 3.1 document (generated from the zod contract) and what reads it.
export { answerValidator, type AnswerCheck } from './answer-validator';
export { buildOpenApiDocument, openApiDocument, type OpenApiDocument } from './document';
export { openApiPath } from './operation';
export { matchOperation, type MatchedOperation } from './operation-match';
export type { JsonSchema } from './json-schemas';
