import { useState } from 'react';
import type { ReportTarget } from '../../../machines/report';
import { ReportDialog } from './ReportDialog';

type ReportButtonProps = { target: ReportTarget; label: string; className?: string };

/** A button that opens the report form of a user or a message over the page. */
export function ReportButton({ target, label, className = 'button button--ghost' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)} data-scope="report" data-part="open">
        {label}
      </button>
      {open ? <ReportDialog target={target} onClosed={() => setOpen(false)} /> : null}
    </>
  );
}
