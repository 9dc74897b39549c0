import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { connectivityMachine, selectIsOffline, type ConnectivityEvent } from '../../src/machines/connectivity';

/** The machine with a network the test switches: `switchTo(false)` is the browser's offline event. */
function start(online: boolean) {
  let report: (event: ConnectivityEvent) => void = () => undefined;
  const actor = createActor(
    connectivityMachine.provide({
      actors: {
        watchNetwork: fromCallback<ConnectivityEvent>(({ sendBack }) => {
          report = sendBack;
        }),
      },
    }),
    { input: { online } },
  ).start();
  const switchTo = (nowOnline: boolean) => report({ type: nowOnline ? 'network.restored' : 'network.lost' });
  return { actor, switchTo, offline: () => selectIsOffline(actor.getSnapshot()) };
}

describe('connectivity machine', () => {
  it('starts from what the browser said', () => {
    expect(start(true).offline()).toBe(false);
    expect(start(false).offline()).toBe(true);
  });

  it('follows the browser going offline and coming back', () => {
    const { switchTo, offline } = start(true);
    switchTo(false);
    expect(offline()).toBe(true);
    switchTo(false);
    expect(offline()).toBe(true);
    switchTo(true);
    expect(offline()).toBe(false);
  });
});
