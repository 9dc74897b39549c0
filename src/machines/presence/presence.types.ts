import type { OnlineStatusPayload, PresenceStatus } from '../../contract';

export type { PresenceStatus };

export type PresenceInput = {
  /** Whether the page is visible as presence starts (a session restored in a background tab starts away). */
  visible?: boolean;
};

export type PresenceContext = {
  /** What the server and the onlineStatus cookie are told, and what every heartbeat repeats. */
  status: PresenceStatus;
  /** What visibility, activity and leaving make it. */
  automatic: PresenceStatus;
  /** What the user chose in the profile's status selector, if anything. */
  chosen: PresenceStatus | null;
  startsVisible: boolean;
};

/** What the page watcher reports (the view may send the same). */
export type PageEvent =
  /** Mouse, key, scroll, touch or click, at most once per DURATIONS.activityReportGap. */
  | { type: 'user.activity' }
  | { type: 'app.visibilityChanged'; visible: boolean }
  /** The page is going away (pagehide). */
  | { type: 'app.left' }
  /** The page left is shown again from the back-forward cache (pageshow, persisted). */
  | { type: 'app.restored' };

/** What a socket needs to know about the page: activity, visibility, and the browser's `online` event. */
export type ActivityEvent = Extract<PageEvent, { type: 'user.activity' | 'app.visibilityChanged' }> | { type: 'app.online' };

export type PresenceEvent =
  | PageEvent
  /** The profile owner picked a status. */
  | { type: 'status.chosen'; status: PresenceStatus };

export type PresenceEmitted =
  /** Every socket should close: as inactive after 10 minutes idle, normally 100 ms after leaving. */
  | { type: 'sockets.closeRequested'; reason: 'inactive' | 'leaving' }
  /** The page is back from the back-forward cache: the sockets leaving closed should open again. */
  | { type: 'sockets.reopenRequested' };

/** POST /user/online-status/ never fails the machine: a lost report is repeated by the next heartbeat. */
export type OnlineStatusOutcome = { ok: boolean };

export type { OnlineStatusPayload };
