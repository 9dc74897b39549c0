import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSerialWork, startPeriodic } from '../../../server/jobs/periodic';

const logged = () => {
  const errors: { fields: Record<string, unknown>; message: string }[] = [];
  return { errors, log: { error: (fields: Record<string, unknown>, message: string) => void errors.push({ fields, message }) } };
};

describe('periodic sweeps', () => {
  afterEach(() => vi.useRealTimers());

  it('runs queued work one piece at a time, logs a failure with its fields and goes on', async () => {
    const { errors, log } = logged();
    const work = createSerialWork(log as never);
    const order: string[] = [];
    let release = () => {};
    void work.enqueue(() => new Promise<void>((resolve) => { order.push('first starts'); release = () => { order.push('first ends'); resolve(); }; }), 'first failed');
    void work.enqueue(() => Promise.reject(new Error('boom')), 'second failed', { postid: 7 });
    void work.enqueue(async () => void order.push('third'), 'third failed');
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    release();
    await work.idle();
    expect(order).toEqual(['first starts', 'first ends', 'third']);
    expect(errors).toEqual([{ fields: { err: new Error('boom'), postid: 7 }, message: 'second failed' }]);
  });

  it('sweeps every interval, never two at once, and stops on close after the running sweep', async () => {
    vi.useFakeTimers();
    const { errors, log } = logged();
    let runs = 0;
    let running = 0;
    let most = 0;
    const periodic = startPeriodic(createSerialWork(log as never), 1000, async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      running -= 1;
      if (runs === 1) throw new Error('first sweep fails');
    }, 'sweep failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toBe(2);
    expect(errors.map((e) => e.message)).toEqual(['sweep failed']);
    const closed = periodic.close();
    await vi.advanceTimersByTimeAsync(10_000);
    await closed;
    const after = runs;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(after);
    expect(running).toBe(0);
    expect(most).toBe(1);
  });
});
