/**
 * The model-based test harness. From a machine and typed event fixtures,
 * `xstate/graph` generates paths (shortest paths to every distinct state, simple
 * paths where the graph is small); each chosen path is replayed against the
 * real machine with scripted test actors and a SimulatedClock, and every step
 * must reach the state the graph predicted. Coverage is counted from what the
 * running machine actually did (its microsteps), not from what the graph said.
 */
export { coverageLine, emptyCoverage, recordMicrostep, report, type Coverage, type ModelReport } from './coverage';
export { doneEvents, errorEvents, invokeIds, systemEvent, timerEvents } from './events';
export type { MachineModel, ModelVariant, Path } from './model';
export { nodeIdsOf, transitionKey } from './nodes';
export { choosePaths, generatePaths, journey } from './paths';
export { expectFullCoverage, replayJourney } from './replay';
