import type { SnapshotFrom } from 'xstate';
import type { verifyMachine } from './verify.machine';

export type VerifySnapshot = SnapshotFrom<typeof verifyMachine>;

export const selectDigits = (snapshot: VerifySnapshot): string[] => snapshot.context.digits;
export const selectActiveBox = (snapshot: VerifySnapshot): number => snapshot.context.activeBox;
export const selectUsername = (snapshot: VerifySnapshot): string => snapshot.context.username;

export const selectIsMissingUsername = (snapshot: VerifySnapshot): boolean => snapshot.matches('missingUsername');
export const selectIsVerified = (snapshot: VerifySnapshot): boolean => snapshot.matches('verified');
export const selectVerifiedMessage = (snapshot: VerifySnapshot): string | undefined => snapshot.context.verifiedMessage;
export const selectIsVerifying = (snapshot: VerifySnapshot): boolean => snapshot.matches({ active: { code: 'verifying' } });
export const selectCanEditCode = (snapshot: VerifySnapshot): boolean => snapshot.matches({ active: { code: 'idle' } });

export const selectError = (snapshot: VerifySnapshot): string | undefined => snapshot.context.error;
export const selectNotice = (snapshot: VerifySnapshot): string | undefined => snapshot.context.notice;

/** Seconds left before 'Resend Code' is offered; 0 once it is. */
export const selectSecondsLeft = (snapshot: VerifySnapshot): number =>
  snapshot.matches({ active: { resend: 'coolingDown' } }) ? snapshot.context.secondsLeft : 0;
export const selectIsResending = (snapshot: VerifySnapshot): boolean => snapshot.matches({ active: { resend: 'sending' } });
export const selectCanResend = (snapshot: VerifySnapshot): boolean => snapshot.can({ type: 'resend.requested' });
