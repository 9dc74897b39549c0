import { describe, expect, it } from 'vitest';
import { selectFeedLayout } from '../../src/machines/feedLayout';
import { feedLayoutEventFixtures as fixtures, feedLayoutModel, feedLayoutVariants } from './feedLayout.model';
import { expectFullCoverage, replayJourney } from './harness';

type Snapshot = Parameters<typeof selectFeedLayout>[0];

describe('feed layout machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(feedLayoutModel);
  });

  it('the last choice is the layout shown', async () => {
    const [compact, full] = fixtures['layout.chosen'];
    const path = await replayJourney(feedLayoutModel, feedLayoutVariants.full, [compact, full, compact]);
    expect(selectFeedLayout(path.state as Snapshot)).toBe('compact');
  });
});
