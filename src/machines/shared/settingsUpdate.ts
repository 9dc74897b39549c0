import { DURATIONS } from '../../contract/constants';
import { ApiError } from '../../services/api';

/** The banner a settings section shows (document 3: types info, success and error). */
export type SettingsStatus = { tone: 'info' | 'success' | 'error'; message: string };

/** A settings error toast: it stays DURATIONS.settingsErrorToast (document 3: settings toasts of 8 s). */
export type SettingsErrorToast = { type: 'toast'; tone: 'error'; message: string; durationMs: number };

export const settingsErrorToast = (message: string): SettingsErrorToast => ({
  type: 'toast',
  tone: 'error',
  message,
  durationMs: DURATIONS.settingsErrorToast,
});

/** What an update came back with: the answer, or the words to show. */
export type UpdateOutcome<TAnswer> = { ok: true; answer: TAnswer } | { ok: false; message: string };

/** A refusal the server explained in its own words (a 4xx other than a lost session) is worth showing as it is. */
function explainedRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : undefined;
}

/**
 * Runs one settings update. The server's explanation of a refusal ('A user with that email already exists.')
 * resolves as the message; any other failure resolves with `fallback` ('Failed to update profile'); an abort rejects.
 */
export async function settleUpdate<TAnswer>(request: Promise<TAnswer>, fallback: string, signal: AbortSignal): Promise<UpdateOutcome<TAnswer>> {
  try {
    return { ok: true, answer: await request };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: explainedRefusal(error) ?? fallback };
  }
}

/**
 * What a settings form says after a save: the success banner and toast in the server's words (else `saved`),
 * or the failure banner in the server's words (else `failed`).
 */
export function saveWords(texts: { saved: string; failed: string }) {
  const savedText = (outcome: UpdateOutcome<{ message: string }>) => (outcome.ok ? outcome.answer.message : texts.saved);
  return {
    savedStatus: (outcome: UpdateOutcome<{ message: string }>) => ({ tone: 'success' as const, message: savedText(outcome) }),
    savedToast: (outcome: UpdateOutcome<{ message: string }>) => ({ type: 'toast' as const, tone: 'success' as const, message: savedText(outcome) }),
    failedStatus: (outcome: UpdateOutcome<unknown> | undefined) => ({ tone: 'error' as const, message: outcome && !outcome.ok ? outcome.message : texts.failed }),
  };
}
