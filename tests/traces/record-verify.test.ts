/**
 * Records a verify session driven through the real verify machine and its real
 * actors (services/accounts over fetch), with msw answering /api like the
 * server does and a SimulatedClock for the countdown. With RECORD_TRACES=1 it
 * (re)writes tests/traces/verify-session.json; otherwise the fresh recording
 * must go through the same events and states as the committed one. A browser session downloaded
 * with window.__downloadTrace() is the other way to add a trace here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { createTraceRecorder, type TraceEntry } from '../../src/trace';
import { isTraceFile } from '../../src/trace/trace.replay';
import { COOLDOWN_SECONDS, verifyMachine } from '../../src/machines/verify';
import { apiUrl, server } from '../setup/msw';

const RIGHT_CODE = '482913';

const TRACE_FILE = resolve(import.meta.dirname, 'verify-session.json');

it('records the verify session kept in verify-session.json', async () => {
  server.use(
    http.post(apiUrl('/activate'), async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      return body.code === RIGHT_CODE
        ? HttpResponse.json({ success: true, response: 'successful', message: MESSAGES.verifySuccess })
        : HttpResponse.json({ message: MESSAGES.invalidVerificationCode }, { status: 400 });
    }),
    http.post(apiUrl('/resendcode'), () =>
      HttpResponse.json({ response: 'successful', message: MESSAGES.resendSuccess, retry_after: COOLDOWN_SECONDS }),
    ),
    // Just registered: the server's cooldown has all of its time left.
    http.get(apiUrl('/resendcode'), () => HttpResponse.json({ retry_after: COOLDOWN_SECONDS })),
  );
  const clock = new SimulatedClock();
  const recorder = createTraceRecorder({ now: () => clock.now(), userAgent: 'vitest (jsdom)' });
  const actor = createActor(verifyMachine, { input: { username: 'ada_okafor' }, clock, inspect: recorder.inspect });
  actor.start();
  await waitFor(actor, (snapshot) => !snapshot.matches({ active: { resend: 'checkingCooldown' } }));
  const seconds = (count: number) => {
    for (let second = 0; second < count; second += 1) clock.increment(1000);
  };

  // Types a wrong code box by box (one box typed twice), with a pause now and then.
  for (const [index, digit] of [...'482931'].entries()) {
    actor.send({ type: 'box.focused', index });
    actor.send({ type: 'box.typed', index, value: digit });
    if (index === 2) seconds(1);
  }
  actor.send({ type: 'box.erased', index: 5 });
  actor.send({ type: 'box.typed', index: 5, value: '7' });
  actor.send({ type: 'code.submitted' });
  await waitFor(actor, (snapshot) => snapshot.matches({ active: { code: 'idle' } }) && snapshot.context.error !== undefined);

  // Waits out the countdown and asks for a new code: the boxes clear.
  seconds(COOLDOWN_SECONDS);
  actor.send({ type: 'resend.requested' });
  await waitFor(actor, (snapshot) => snapshot.matches({ active: { resend: 'coolingDown' } }));
  seconds(3);

  // Pastes the mailed code and verifies.
  actor.send({ type: 'code.pasted', text: ` ${RIGHT_CODE} ` });
  actor.send({ type: 'code.submitted' });
  await waitFor(actor, (snapshot) => snapshot.matches('verified'));
  actor.stop();

  const file = recorder.toFile();
  expect(file.dropped).toBe(0);
  if (process.env.RECORD_TRACES === '1') writeFileSync(TRACE_FILE, `${JSON.stringify(file, null, 1)}\n`);
  const committed: unknown = JSON.parse(readFileSync(TRACE_FILE, 'utf8'));
  if (!isTraceFile(committed)) throw new Error('verify-session.json is not a trace file');
  const statePath = (entries: TraceEntry[]) =>
    entries.flatMap((entry) => (entry.kind === 'snapshot' && entry.value !== undefined ? [`${entry.t} ${entry.eventType} ${JSON.stringify(entry.value)}`] : []));
  expect(statePath(file.entries), 're-record with RECORD_TRACES=1 when the session itself should change').toEqual(statePath(committed.entries));
});
