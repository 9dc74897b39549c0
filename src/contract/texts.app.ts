/** Texts of the installed app (issue 13): working offline and moving to a new version. */

export const APP_MESSAGES = {
  offlineBanner: "You're offline. You're seeing what was saved on this device.",
  /** A like or comment made offline, shown until it is sent. */
  sendsWhenOnline: "Will send when you're back online",
  newVersionAvailable: 'A new version is available',
  reloadForNewVersion: 'Reload',
} as const;
