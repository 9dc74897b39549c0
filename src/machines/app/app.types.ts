export type AppEvent =
  /** A call failed somewhere in the app (services/api onApiError). */
  { type: 'api.failed'; status: number; message: string; quiet: boolean; authFailure: boolean };

export type AppEmitted = { type: 'toast'; tone: 'error' | 'info'; message: string };
