import { describe, expect, it } from 'vitest';
import { selectOwnerStatus, type OwnerStatusSnapshot } from '../../src/machines/ownerStatus';
import { expectFullCoverage, replayJourney } from './harness';
import { ownerPresence, ownerStatusEventFixtures as fixtures, ownerStatusModel, ownerStatusVariants } from './ownerStatus.model';

describe('owner status machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(ownerStatusModel);
  });

  it('a status picked before presence started shows at once and is handed over when it starts', async () => {
    const [away] = fixtures['status.selected'];
    const picked = await replayJourney(ownerStatusModel, ownerStatusVariants.before, [away]);
    expect(selectOwnerStatus(picked.state as OwnerStatusSnapshot)).toBe('away');
    ownerPresence.told.length = 0;
    await replayJourney(ownerStatusModel, ownerStatusVariants.before, [away, ...fixtures['presence.attached']]);
    expect(ownerPresence.told).toEqual(['away']);
  });
});
