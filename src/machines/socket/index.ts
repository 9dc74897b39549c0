export { socketMachine } from './socket.machine';
export { connection, newJitterSeed, readSocketInput, socketActors } from './socket.actors';
export * from './socket.selectors';
export type * from './socket.types';
export {
  backoffDelay,
  drawUnit,
  isSocketSystemId,
  OFFLINE_QUEUE_LIMIT,
  RECONNECT_ATTEMPTS,
  socketSystemId,
} from './socket.rules';
