export { notFoundMachine, NOT_FOUND_TOTAL_SECONDS, type NotFoundContext, type NotFoundEvent } from './notFound.machine';
export * from './notFound.selectors';
