import { useEffect, useId, useRef } from 'react';

export type ConfirmDialogProps = {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  scope: string;
};

/** An in-app confirmation on top of a modal (not window.confirm): the safe choice has the focus, Escape cancels. */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, onConfirm, onCancel, scope }: ConfirmDialogProps) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="modal modal--confirm" data-scope={scope} data-part="confirm-backdrop">
      <div
        className="modal__dialog modal__dialog--confirm"
        role="alertdialog"
        aria-modal="true"
        aria-describedby={messageId}
        aria-label="Confirm"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onCancel();
        }}
        data-scope={scope}
        data-part="confirm"
      >
        <p id={messageId} className="modal__confirm-text">
          {message}
        </p>
        <div className="modal__actions">
          <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel} data-scope={scope} data-part="confirm-cancel">
            {cancelLabel}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} data-scope={scope} data-part="confirm-accept">
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
