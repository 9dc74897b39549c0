import type { SnapshotFrom } from 'xstate';
import type { ReportReason } from '../../contract';
import type { reportMachine } from './report.machine';

export type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

export const selectReason = (snapshot: ReportSnapshot): ReportReason | null => snapshot.context.reason;
export const selectDetails = (snapshot: ReportSnapshot): string => snapshot.context.details;
export const selectReportError = (snapshot: ReportSnapshot): string | null => snapshot.context.error;
export const selectOutcome = (snapshot: ReportSnapshot): string | null => snapshot.context.outcome;
export const selectIsEditing = (snapshot: ReportSnapshot): boolean => snapshot.matches('editing');
export const selectIsSubmitting = (snapshot: ReportSnapshot): boolean => snapshot.matches('submitting');
export const selectIsFinished = (snapshot: ReportSnapshot): boolean => snapshot.matches('sent') || snapshot.matches('alreadyReported');
export const selectIsClosed = (snapshot: ReportSnapshot): boolean => snapshot.status === 'done';
export const selectCanSubmit = (snapshot: ReportSnapshot): boolean => snapshot.can({ type: 'form.submitted' });
