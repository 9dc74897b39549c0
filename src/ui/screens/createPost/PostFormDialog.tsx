import { useEffect, useRef, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ModalFrame } from './ModalFrame';

export type PostFormDialogProps = {
  title: string;
  scope: string;
  /** The "discard?" question is open: it takes Escape and the backdrop. */
  confirming: boolean;
  discardMessage: string;
  /** Cancel, Escape, the close button or the backdrop. */
  onCancel: () => void;
  onDiscard: () => void;
  onKeepEditing: () => void;
  children: ReactNode;
};

/** The modal of a post form (Create Post, Edit Post) with its in-app "discard?" question. */
export function PostFormDialog({ title, scope, confirming, discardMessage, onCancel, onDiscard, onKeepEditing, children }: PostFormDialogProps) {
  return (
    <ModalFrame title={title} scope={scope} onDismiss={onCancel} inert={confirming} wide>
      {children}
      {confirming ? (
        <ConfirmDialog scope={scope} message={discardMessage} confirmLabel="Discard" cancelLabel="Keep editing" onConfirm={onDiscard} onCancel={onKeepEditing} />
      ) : null}
    </ModalFrame>
  );
}

/** Calls the latest `onClose` once the form's machine says it is closed: the parent takes the modal away. */
export function useCloseWhen(closed: boolean, onClose: () => void): void {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  useEffect(() => {
    if (closed) latest.current();
  }, [closed]);
}
