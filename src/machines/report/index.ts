export { reportMachine } from './report.machine';
export { reportActors, submitReport } from './report.actors';
export * from './report.selectors';
export * from './report.types';
