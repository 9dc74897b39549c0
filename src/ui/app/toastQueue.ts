import { toast, type Id, type ToastOptions } from 'react-toastify';
import { DURATIONS } from '../../contract/constants';
import type { ToastRequest } from './toast';

/** The live notifications' area, bottom-right; every other toast shows in the page's area, top right. */
export const LIVE_AREA = 'live';

type Asked = { id: string; request: ToastRequest; screen: string };

/** The toasts asked for and not yet gone, oldest first: the one each area shows and those waiting behind it. */
let asked: Asked[] = [];
toast.onChange(({ id, status }) => {
  if (status === 'removed') asked = asked.filter((entry) => entry.id !== id);
});

/** A toast is known by `{tone}:{message}`: the same one never stacks, and an actor can withdraw it. */
const idOf = ({ tone, message }: ToastRequest) => `${tone}:${message}`;
const areaOf = ({ request }: Asked): Id | undefined => (request.position ? LIVE_AREA : undefined);
const optionsOf = (entry: Asked): ToastOptions => ({
  toastId: entry.id,
  type: entry.request.tone,
  autoClose: entry.request.durationMs ?? DURATIONS.toastDefault,
  containerId: areaOf(entry),
});
const issue = (entry: Asked) => toast(entry.request.message, optionsOf(entry));
const isShown = (entry: Asked) => toast.isActive(entry.id, areaOf(entry));

/** Takes toasts out of an area's waiting line: react-toastify empties the line whole, so the others go back in order. */
function unqueue(waiting: Asked[], area: Id | undefined): void {
  if (waiting.length === 0) return;
  toast.clearWaitingQueue({ containerId: area });
  for (const entry of asked) if (areaOf(entry) === area && !isShown(entry)) issue(entry);
}

/**
 * Shows a toast, one at a time per area. A new toast replaces the older ones of the same screen, shown or
 * waiting (the one shown changes in place), and a success replaces every older error: an error never shows
 * after the success that followed it. Toasts of other screens keep their turn.
 */
export function show(request: ToastRequest): void {
  const next: Asked = { id: idOf(request), request, screen: window.location.pathname };
  const area = areaOf(next);
  const replaced = (old: Asked) =>
    areaOf(old) === area && (old.screen === next.screen || (request.tone === 'success' && old.request.tone === 'error'));
  // The same toast from another screen is already shown or waiting.
  if (asked.some((old) => old.id === next.id && !replaced(old))) return;
  const stale = asked.filter(replaced);
  const shown = stale.find(isShown);
  asked = asked.filter((old) => !replaced(old));
  unqueue(
    stale.filter((old) => old !== shown),
    area,
  );
  asked.push(next);
  if (shown) toast.update(shown.id, { ...optionsOf(next), render: request.message, delay: undefined });
  else issue(next);
}

/** Takes a toast away, shown or waiting. */
export function withdraw(request: ToastRequest): void {
  const id = idOf(request);
  const gone = asked.filter((entry) => entry.id === id);
  const waiting = gone.filter((entry) => !isShown(entry));
  asked = asked.filter((entry) => entry.id !== id);
  toast.dismiss(id);
  for (const entry of waiting) unqueue([entry], areaOf(entry));
}
