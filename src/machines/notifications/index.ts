export { notificationsMachine } from './notifications.machine';
export { loadNotifications, notificationsActors, saveRead, watchSocket } from './notifications.actors';
export { liveNotificationOf, liveText, matchesFilter, notificationTarget } from './notifications.rules';
export * from './notifications.selectors';
export { NOTIFICATION_FILTERS } from './notifications.types';
export type * from './notifications.types';
