/**
 * Loads the page again from the server. The router keeps a failed screen import for
 * good (and browsers may keep a failed module), so only a fresh page fetches it again.
 */
export function reloadPage(): void {
  window.location.reload();
}
