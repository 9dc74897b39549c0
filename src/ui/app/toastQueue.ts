import { toast, type Id, type ToastOptions } from 'react-toastify';
import { DURATIONS } from '../../contract/constants';
import type { ToastRequest } from './toast';
import { toastContent } from './ToastContent';

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
const issue = (entry: Asked) => toast(toastContent(entry.request), optionsOf(entry));
const isShown = (entry: Asked) => toast.isActive(entry.id, areaOf(entry));

/** Takes toasts out of an area's waiting line: react-toastify empties the line whole, so the others go back in order. */
function unqueue(waiting: Asked[], area: Id | undefined): void {
  if (waiting.length === 0) return;
  toast.clearWaitingQueue({ containerId: area });
  for (const entry of asked) if (areaOf(entry) === area && !isShown(entry)) issue(entry);
}

/**
 * Shows a toast, one at a time per area. An error is old news once anything newer is said on its screen:
 * a new toast replaces the older errors of the same screen, on show (it leaves at once) or waiting (it never
 * shows), and a success replaces every older error, of any screen, so an error never shows after the success
 * that followed it. A success or info keeps its time and its turn. The same toast never stacks.
 */
export function show(request: ToastRequest): void {
  const next: Asked = { id: idOf(request), request, screen: window.location.pathname };
  const area = areaOf(next);
  const replaced = (old: Asked) =>
    areaOf(old) === area && old.request.tone === 'error' && (old.screen === next.screen || request.tone === 'success');
  // The same toast is already shown or waiting, and not replaced.
  if (asked.some((old) => old.id === next.id && !replaced(old))) return;
  // The same error on show stays there.
  const kept = asked.find((old) => old.id === next.id && isShown(old));
  const gone = asked.filter((old) => old !== kept && replaced(old));
  asked = asked.filter((old) => !gone.includes(old));
  unqueue(
    gone.filter((old) => !isShown(old)),
    area,
  );
  for (const old of gone) if (isShown(old)) toast.dismiss(old.id);
  if (kept) return;
  asked.push(next);
  issue(next);
}

/**
 * Once the toast areas are on the page: react-toastify hands the toasts asked for before then to the first
 * area that mounts, which drops those of the other (a live notification while the page loads), so each
 * area's line is laid again from what is asked and not shown.
 */
export function reissueAfterMount(): void {
  for (const area of [undefined, LIVE_AREA]) {
    unqueue(
      asked.filter((entry) => areaOf(entry) === area && !isShown(entry)),
      area,
    );
  }
}

/** The toast areas are gone (the app unmounted), and every toast with them. */
export function forgetToasts(): void {
  asked = [];
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
