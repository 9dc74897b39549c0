/**
 * The systemIds of the root actor's long-lived actors. Screens' actors run in
 * the same system (src/ui/app/useScreenActor), so any of them reaches these
 * with `system.get(...)`; the sockets' ids come from socketSystemId.
 */
export const SYSTEM_IDS = {
  auth: 'auth',
  lookups: 'lookups',
  notificationList: 'notificationList',
  inbox: 'inbox',
  presence: 'presence',
} as const;
