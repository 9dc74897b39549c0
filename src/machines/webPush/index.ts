export { webPushMachine } from './webPush.machine';
export { loadKinds, readDevice, setKind, subscribeDevice, unsubscribeDevice, webPushActors } from './webPush.actors';
export * from './webPush.selectors';
export type * from './webPush.types';
