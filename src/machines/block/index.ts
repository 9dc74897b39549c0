export { blockMachine } from './block.machine';
export { blockActors, changeBlock, loadBlockStatus } from './block.actors';
export * from './block.selectors';
export * from './block.types';
