import type { ReactNode } from 'react';
import '../styles/forms.css';

export type SubmitButtonProps = {
  /** The label when idle. */
  children: ReactNode;
  /** True while the form's request is in flight: shows busyLabel and blocks clicks. */
  busy?: boolean;
  /** The label while busy, e.g. 'Signing in...'. */
  busyLabel?: string;
  /** Disables the button (e.g. terms not ticked). */
  disabled?: boolean;
  /** 'primary' (filled green, default) or 'secondary' (outlined). */
  variant?: 'primary' | 'secondary';
};

/** The form's submit button; stays focusable and announces itself busy while the request runs. */
export function SubmitButton({ children, busy = false, busyLabel, disabled = false, variant = 'primary' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={`button button--${variant} button--block`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-scope="submit"
      data-part="button"
      data-busy={busy ? '' : undefined}
    >
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
