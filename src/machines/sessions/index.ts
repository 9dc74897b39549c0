export { sessionsMachine } from './sessions.machine';
export { sessionsActors, loadSessions, signOutOne, signOutOthers } from './sessions.actors';
export * from './sessions.selectors';
export * from './sessions.types';
