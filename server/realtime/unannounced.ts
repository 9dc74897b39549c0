/** Past this many, the announcement goes to every socket instead of naming each channel and user. */
const KEPT_MAX = 10_000;

export type Unannounced = {
  /** Too much to name: every socket in every process catches up (and shows its token again). */
  everything: boolean;
  channels: string[];
  endedSessionsOf: number[];
};

/**
 * What could not be published while Redis was away, for the hub to announce once it is back: the channels
 * whose frames were lost (their listeners, in every process, catch up from what is stored) and the users whose
 * ended sessions the other processes did not hear. Bounded: past the limit it only remembers that it was too much.
 */
export function unannounced() {
  const channels = new Set<string>();
  const endedSessionsOf = new Set<number>();
  let everything = false;

  function keep<T>(set: Set<T>, value: T): void {
    if (channels.size + endedSessionsOf.size < KEPT_MAX) set.add(value);
    else everything = true;
  }

  return {
    channel: (channel: string) => keep(channels, channel),
    endedSessionsOf: (userId: number) => keep(endedSessionsOf, userId),
    everything: () => void (everything = true),
    /** Everything kept so far, forgotten here. */
    take(): Unannounced {
      const taken = { everything, channels: [...channels], endedSessionsOf: [...endedSessionsOf] };
      channels.clear();
      endedSessionsOf.clear();
      everything = false;
      return taken;
    },
  };
}
