import { PAGE_ANSWERS_ELEMENT_ID } from '../contract/pages';

const answers = new Map<string, unknown>();

/** Moves what the page carries (src/contract/pages.ts) into `answers`, once: the block leaves the page as it is read. */
function readPageBlock(): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [key, value] of Object.entries(parsed)) answers.set(key, value);
  } catch {
    // An unreadable block answers nothing: the calls go to the server.
  }
}

/** The page's answer to the GET named `key`, taken once (a later call asks the server); undefined when it has none. */
export function takePageAnswer(key: string): unknown {
  readPageBlock();
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
