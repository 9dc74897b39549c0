import { fromPromise } from 'xstate';
import type { ReportPayload } from '../../contract';
import { ApiError } from '../../services/api';
import { sendReport } from '../../services/moderation';
import type { ReportOutcome } from './report.types';

/** POST /reports; a refusal (409 already reported, 403, 404, 400) resolves as an outcome, a network failure throws. */
export const submitReport = fromPromise<ReportOutcome, ReportPayload>(async ({ input, signal }) => {
  try {
    return { ok: true, answer: await sendReport(input, signal) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 400) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
});

export const reportActors = { submitReport };
