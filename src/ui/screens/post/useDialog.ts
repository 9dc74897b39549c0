import type { KeyboardEvent, RefObject } from 'react';
import { useFocusInside } from '../../components/useFocusInside';

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keyboard rules: focus moves in on open and back to where it
 * was on close, Tab stays inside, Escape closes.
 */
export function useDialog(dialog: RefObject<HTMLElement | null>, onClose: () => void) {
  useFocusInside(dialog);
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      trapTab(event, dialog.current);
    }
  };
}

function trapTab(event: KeyboardEvent<HTMLElement>, root: HTMLElement) {
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
