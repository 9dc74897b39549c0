import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerValidator, openApiDocument } from '../../../server/http/openapi';
import { answerProblem, describeExchange, documentedAnswerProblem } from './answer-checks';
import { documentedCase } from './documented-requests';
import { fuzzParameters } from './fuzz-settings';
import { httpCase, wireRequestOf } from './http-cases';
import { wireClient, type WireClient } from './http-client';
import { useLiveServer } from './live-server';

/** Sized so this file takes about a minute per database on a 2-core machine. */
const HOSTILE_RUNS = 6000;
const DOCUMENTED_RUNS = 3000;

describe('every route over a real connection, signed in and out', () => {
  const live = useLiveServer();
  let client: WireClient;

  beforeAll(() => {
    client = wireClient(live());
  });
  afterAll(() => client.close());

  it('answers hostile requests with a 4xx in the error shape (or a success), within 1 s, never a 5xx or a dropped connection', async () => {
    const { routes, known, caller, keepSignedIn } = live();
    expect(routes.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(httpCase(routes, known), async (request) => {
        const wire = wireRequestOf(request, caller.token);
        const answer = await client.send(wire);
        const problem = answerProblem(wire, answer);
        if (problem) throw new Error(`${problem}\n${describeExchange(wire, answer)}`);
        if (request.auth.kind === 'caller') await keepSignedIn();
      }),
      fuzzParameters('hostile requests', HOSTILE_RUNS),
    );
  }, 600_000);

  it('answers valid requests generated from the OpenAPI document as the document says (status and body)', async () => {
    const document = openApiDocument();
    const check = answerValidator(document);
    const { known, caller, keepSignedIn } = live();
    await fc.assert(
      fc.asyncProperty(documentedCase(document, known), async (request) => {
        const wire = wireRequestOf(request, caller.token);
        const answer = await client.send(wire);
        const problem = documentedAnswerProblem(check, wire, request.pathTemplate, answer);
        if (problem) throw new Error(`${problem}\n${describeExchange(wire, answer)}`);
        if (request.auth.kind === 'caller') await keepSignedIn();
      }),
      fuzzParameters('documented requests', DOCUMENTED_RUNS),
    );
  }, 600_000);
});
