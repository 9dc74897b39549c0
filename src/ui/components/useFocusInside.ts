import { useEffect, type RefObject } from 'react';

/** A dialog takes the focus when it opens and gives it back to whatever had it when it closes. */
export function useFocusInside(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => previous?.focus();
  }, [dialog]);
}
