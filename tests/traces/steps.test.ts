/** The recorded context at each replayed step, as the trace viewer shows it, and what changed between two. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMachine } from '../../src/machines/registry';
import { isTraceFile, replayTrace } from '../../src/trace/trace.replay';
import { contextDiff, recordedContexts } from '../../src/trace/trace.steps';

const parsed: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, 'verify-session.json'), 'utf8'));
if (!isTraceFile(parsed)) throw new Error('verify-session.json is not a trace file');
const trace = parsed;

describe('recorded contexts per step', () => {
  it('has one context per replayed step of an actor, the start first', () => {
    const [verify] = replayTrace(trace, findMachine).actors.filter((actor) => actor.machine === 'verify');
    if (!verify) throw new Error('no verify actor in the trace');
    const contexts = recordedContexts(verify.actor, trace);
    expect(contexts).toHaveLength(verify.steps.length);
    expect(contexts[0]).toMatchObject({ username: 'ada_okafor', activeBox: 0, secondsLeft: 60 });
  });

  it('keeps the last recorded context where a step recorded none (the recorder writes only changes)', () => {
    const [verify] = replayTrace(trace, findMachine).actors.filter((actor) => actor.machine === 'verify');
    const contexts = recordedContexts(verify?.actor ?? '', trace);
    expect(contexts.every((context) => context !== null && typeof context === 'object')).toBe(true);
  });

  it('names each changed field by its path, lists whole, and nothing for equal contexts', () => {
    const before = { secondsLeft: 60, digits: ['', ''], user: { name: 'Ada', city: 'Lagos' } };
    const after = { secondsLeft: 59, digits: ['1', ''], user: { name: 'Ada', city: 'Abuja' }, error: 'Invalid code' };
    expect(contextDiff(before, after)).toEqual([
      { path: 'digits', before: ['', ''], after: ['1', ''] },
      { path: 'error', before: undefined, after: 'Invalid code' },
      { path: 'secondsLeft', before: 60, after: 59 },
      { path: 'user.city', before: 'Lagos', after: 'Abuja' },
    ]);
    expect(contextDiff(after, after)).toEqual([]);
  });
});
