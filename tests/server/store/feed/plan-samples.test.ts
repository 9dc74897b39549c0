import { describe, expect, it } from 'vitest';
import { planSamples } from '../../../../server/store/feed/plan-samples';

describe('plan samples', () => {
  it('takes a sample once per key for a minute, then again', async () => {
    let now = 0;
    let taken = 0;
    const sampleOf = planSamples<number>(() => now);
    const take = async () => ++taken;
    expect(await sampleOf(7, take)).toBe(1);
    now = 59_000;
    expect(await sampleOf(7, take)).toBe(1);
    expect(await sampleOf(8, take)).toBe(2);
    now = 61_000;
    expect(await sampleOf(7, take)).toBe(3);
  });
});
