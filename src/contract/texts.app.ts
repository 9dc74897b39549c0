/** Texts of the installed app (issue 13): working offline and moving to a new version. */

export const APP_MESSAGES = {
  offlineBanner: "You're offline. You're seeing what was saved on this device.",
  /** A like or comment made offline, shown until it is sent. */
  sendsWhenOnline: "Will send when you're back online",
  newVersionAvailable: 'A new version is available',
  reloadForNewVersion: 'Reload',
  /** In a screen's or a part's place when its code is gone from the server after a deploy. */
  staleScreen: 'This part of the app was updated. Reload to open the new version.',
  /** The trace viewer at /dev/traces (issue 15), for QA. */
  traceFileUnreadable: 'The file could not be read.',
  traceFileNotATrace: 'This file is not a trace: download one with Ctrl+Alt+Shift+T.',
  replayCommandCopied: 'Command copied',
  replayCommandCopyFailed: 'Could not copy: select the command and copy it by hand.',
} as const;
