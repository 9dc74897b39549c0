import { describe, expect, it } from 'vitest';
import { statementCosts } from '../../../server/db/statement-costs';

describe('statement costs', () => {
  it('sends an unknown read to a thread, keeps a cheap one on the main connection but measures it again now and then', () => {
    const costs = statementCosts();
    expect(costs.worthAThread('select 1')).toBe(true);
    costs.measured('select 1', 12);
    const turns = Array.from({ length: 128 }, () => costs.worthAThread('select 1'));
    expect(turns.filter(Boolean)).toHaveLength(2);
  });

  it('sends a costly read to a thread every time, and follows a cost that changes', () => {
    const costs = statementCosts();
    costs.measured('select count(*) from posts', 400);
    expect(Array.from({ length: 10 }, () => costs.worthAThread('select count(*) from posts')).every(Boolean)).toBe(true);
    for (let run = 0; run < 30; run += 1) costs.measured('select count(*) from posts', 5);
    expect(costs.worthAThread('select count(*) from posts')).toBe(false);
  });
});
