import { HttpError } from '../http/http-error';

export type MediaRejectedStatus = 400 | 413 | 415;

/** An upload refused for a reason the user can fix; the error handler answers it as `{message}`. */
export class MediaRejected extends HttpError {
  constructor(
    readonly status: MediaRejectedStatus,
    message: string,
  ) {
    super(status, message);
    this.name = 'MediaRejected';
  }
}

