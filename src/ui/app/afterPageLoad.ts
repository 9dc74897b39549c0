/**
 * Runs `task` once the page has loaded (at once when it has): code the first screen can do without
 * (a card's swiping, its like button's machine) is fetched after the first render, not beside it.
 */
export function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
