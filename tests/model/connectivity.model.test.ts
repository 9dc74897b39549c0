import { describe, expect, it } from 'vitest';
import { selectIsOffline, type ConnectivitySnapshot } from '../../src/machines/connectivity';
import { connectivityEventFixtures as fixtures, connectivityModel, connectivityVariants } from './connectivity.model';
import { expectFullCoverage, replayJourney } from './harness';

describe('connectivity machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(connectivityModel);
  });

  it('a page opened offline shows the indicator until the network is back', async () => {
    const opened = await replayJourney(connectivityModel, connectivityVariants.offline, []);
    expect(selectIsOffline(opened.state as ConnectivitySnapshot)).toBe(true);
    const back = await replayJourney(connectivityModel, connectivityVariants.offline, fixtures['network.restored']);
    expect(selectIsOffline(back.state as ConnectivitySnapshot)).toBe(false);
  });
});
