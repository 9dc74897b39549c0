import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { StatePath } from 'xstate/graph';

export type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** One starting point of a machine: its input (machines read nothing else from the outside world). */
export type ModelVariant = { name: string; input?: unknown };

export type MachineModel = {
  name: string;
  /** The machine under test, already provided with whatever seams the model needs (pure guards for I/O). */
  machine: AnyStateMachine;
  variants: ModelVariant[];
  /** Every event the graph may try: user events from the typed fixtures plus actor results and timers. */
  events: AnyEventObject[];
  /** How the graph tells states apart: the state value plus the context that changes what can happen next. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Events not worth trying in a state (keeps long countdowns from multiplying the graph). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Also generate simple paths (every cycle-free path): only for small graphs. */
  simplePaths?: boolean;
  /**
   * Transitions no sequence of events can take, by transitionKey, each with why. The goal is every state and
   * every other transition, and at least 95% of all transitions (the registry test checks the share).
   */
  unreachable?: Record<string, string>;
  /** Actors kept as the machine has them instead of scripted: child machines whose snapshot the machine reads. */
  childMachines?: string[];
  /** Traversal limit: the graph must stay below this many states. */
  limit?: number;
};
