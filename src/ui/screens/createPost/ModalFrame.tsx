import { X } from '../../components/icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusInside } from '../../components/useFocusInside';
import '../../styles/createPost.css';

export type ModalFrameProps = {
  title: ReactNode;
  /** Escape, the close button and a click on the backdrop ask to close; the owner decides. */
  onDismiss: () => void;
  children: ReactNode;
  /** The data-scope of the dialog (create-post, wallet, post-detail). */
  scope: string;
  /** A wider dialog. */
  wide?: boolean;
  /** Ignore Escape and the backdrop (a nested dialog is on top). */
  inert?: boolean;
};

/** A modal dialog: backdrop, title, close button, Escape; focus moves in and goes back where it was. */
export function ModalFrame({ title, onDismiss, children, scope, wide = false, inert = false }: ModalFrameProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusInside(dialog);
  useEscape(inert ? undefined : onDismiss);
  return (
    <div
      className="modal"
      data-scope={scope}
      data-part="backdrop"
      onMouseDown={(event) => {
        if (!inert && event.target === event.currentTarget) onDismiss();
      }}
    >
      <div
        ref={dialog}
        className={`modal__dialog${wide ? ' modal__dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-scope={scope}
        data-part="dialog"
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onDismiss} data-scope={scope} data-part="close">
            <X />
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}

function useEscape(onEscape: (() => void) | undefined) {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !latest.current) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
