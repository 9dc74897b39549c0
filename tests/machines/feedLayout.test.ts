import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { feedLayoutMachine, readFeedLayoutInput } from '../../src/machines/feedLayout';
import { FEED_LAYOUT_KEY } from '../../src/services/feedLayout';

afterEach(() => localStorage.clear());

describe('the feed layout', () => {
  it("starts with the screen's default until this device chooses", () => {
    const actor = createActor(feedLayoutMachine, { input: readFeedLayoutInput('compact') }).start();
    expect(actor.getSnapshot().context.layout).toBe('compact');
  });

  it('keeps a choice on the device, and the next feed starts with it', () => {
    const actor = createActor(feedLayoutMachine, { input: readFeedLayoutInput('compact') }).start();
    actor.send({ type: 'layout.chosen', layout: 'full' });
    expect(actor.getSnapshot().context.layout).toBe('full');
    expect(localStorage.getItem(FEED_LAYOUT_KEY)).toBe('full');
    expect(readFeedLayoutInput('compact')).toEqual({ layout: 'full' });
  });
});
