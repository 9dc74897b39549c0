import { MESSAGES } from '../../contract/constants';
import { settingsErrorToast, type SettingsErrorToast } from './settingsUpdate';

/** A vendor form's refusal: why the last submission stopped, and the error toast last shown. */
export type ShownErrorContext = { failure: string | null; shownError: string | null };

type ShownErrorEmitted = SettingsErrorToast | { type: 'toast.withdrawn'; tone: 'error'; message: string };

/** The part of `enqueueActions` these actions use (the machine's setup binds them to its names). */
export type ShownErrorArgs = {
  context: ShownErrorContext;
  enqueue: { assign: (update: Partial<ShownErrorContext>) => void; emit: (event: ShownErrorEmitted) => void };
};

/** Shows `message` as an error toast, remembered so that the next attempt withdraws it. */
export function toastError({ enqueue }: ShownErrorArgs, message: string): void {
  enqueue.assign({ shownError: message });
  enqueue.emit(settingsErrorToast(message));
}

/** A refused or failed save: the server's words (else 'Failed to save changes. Please try again.') stay on the form and show as a toast. */
export function reportSaveFailure(args: ShownErrorArgs, outcome: { ok: true } | { ok: false; message: string } | null): void {
  const message = outcome && !outcome.ok ? outcome.message : MESSAGES.saveChangesFailed;
  args.enqueue.assign({ failure: message });
  toastError(args, message);
}

/** A new attempt: the last refusal's toast gives way (the toast area shows one at a time). */
export function withdrawShownError({ context, enqueue }: ShownErrorArgs): void {
  if (context.shownError) enqueue.emit({ type: 'toast.withdrawn', tone: 'error', message: context.shownError });
  enqueue.assign({ failure: null, shownError: null });
}
