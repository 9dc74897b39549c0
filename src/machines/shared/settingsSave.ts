import type { UpdateOutcome } from './settingsUpdate';

/**
 * How a settings save ends, back in `target`: a saved outcome runs the form's `markSaved`, toasts and asks for
 * the current user to be reloaded; a refusal or a failed request runs the form's `showFailure`.
 */
export function settledSave<TOutcome extends UpdateOutcome<unknown>>(target: string) {
  const outcomeOf = ({ event }: { event: { output: TOutcome } }) => event.output;
  return {
    onDone: [
      {
        guard: { type: 'saved', params: outcomeOf },
        target,
        actions: [{ type: 'markSaved', params: outcomeOf }, { type: 'toastSaved', params: outcomeOf }, 'reloadCurrentUser'],
      },
      { target, actions: { type: 'showFailure', params: outcomeOf } },
    ],
    onError: { target, actions: { type: 'showFailure', params: undefined } },
  } as const;
}

/** Whether a settings save was saved (the guard `saved` of `settledSave`). */
export const isSaved = (_: unknown, outcome: UpdateOutcome<unknown>) => outcome.ok;
