import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerValidator, openApiDocument } from '../../../server/http/openapi';
import { answerProblem, describeExchange, documentedAnswerProblem, refusedAnswerProblem } from './answer-checks';
import { brokenCase } from './broken-requests';
import { documentedCase } from './documented-requests';
import { fuzzParameters } from './fuzz-settings';
import { httpCase, wireRequestOf, type HttpCase } from './http-cases';
import { wireClient, type WireAnswer, type WireClient, type WireRequest } from './http-client';
import { useLiveServer } from './live-server';

/** Sized so this file takes about a minute per database on a 2-core machine. */
const HOSTILE_RUNS = 6000;
const DOCUMENTED_RUNS = 3000;
const REFUSED_RUNS = 3000;

type Judge = (wire: WireRequest, answer: WireAnswer) => string | undefined;

describe('every route over a real connection, signed in and out', () => {
  const live = useLiveServer();
  const document = openApiDocument();
  const check = answerValidator(document);
  let client: WireClient;

  beforeAll(() => {
    client = wireClient(live());
  });
  afterAll(() => client.close());

  /** Sends the request with the caller's current token; a problem the judge finds fails with the whole exchange. */
  async function exchange(request: HttpCase, judge: Judge, note = ''): Promise<void> {
    const { caller, keepSignedIn } = live();
    const wire = wireRequestOf(request, caller.token);
    const answer = await client.send(wire);
    const problem = judge(wire, answer);
    if (problem) throw new Error(`${problem}${note}\n${describeExchange(wire, answer)}`);
    if (request.auth.kind === 'caller') await keepSignedIn();
  }

  it('answers hostile requests with a 4xx in the error shape (or a success), within 1 s, never a 5xx or a dropped connection', async () => {
    const { routes, known } = live();
    expect(routes.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(httpCase(routes, known), (request) => exchange(request, answerProblem)),
      fuzzParameters('hostile requests', HOSTILE_RUNS),
    );
  }, 600_000);

  it('answers valid requests generated from the OpenAPI document as the document says (status and body)', async () => {
    await fc.assert(
      fc.asyncProperty(documentedCase(document, live().known), (request) =>
        exchange(request, (wire, answer) => documentedAnswerProblem(check, wire, request.pathTemplate, answer)),
      ),
      fuzzParameters('documented requests', DOCUMENTED_RUNS),
    );
  }, 600_000);

  it('refuses requests the document refuses by one member (wrong type, past a bound or length, left out) with a documented 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(brokenCase(document, live().known), (request) =>
        exchange(request, (wire, answer) => refusedAnswerProblem(check, wire, request.pathTemplate, answer), `\n  broken: ${request.broken}`),
      ),
      fuzzParameters('requests the document refuses', REFUSED_RUNS),
    );
  }, 600_000);
});
