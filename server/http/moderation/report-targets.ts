import { MESSAGES, type ReportKind, type ReportPayload } from '../../../src/contract';
import type { Stores } from '../../store';
import { HttpError, notFound } from '../http-error';

type ParsedReport = Exclude<ReportPayload, { kind: 'post' }> | (Extract<ReportPayload, { kind: 'post' }> & { post_id: number });

/** The row a report names, after checking the reporter may report it: never their own post, self, message or review. */
export async function reportTargetId(stores: Stores, reporterId: number, report: ParsedReport): Promise<number> {
  if (report.kind === 'post') {
    const owner = await stores.posts.ownerOf(report.post_id);
    if (owner === undefined) throw notFound(MESSAGES.postNotFound);
    if (owner === reporterId) throw new HttpError(403, MESSAGES.cannotReportOwnPost);
    return report.post_id;
  }
  if (report.kind === 'user') {
    const user = await stores.accounts.findByUsername(report.username);
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.id === reporterId) throw new HttpError(403, MESSAGES.cannotReportSelf);
    return user.id;
  }
  if (report.kind === 'review') {
    const author = await stores.moderation.ownerOf('review', report.review_id);
    if (author === undefined) throw notFound(MESSAGES.reviewNotFound);
    if (author === reporterId) throw new HttpError(403, MESSAGES.cannotReportOwnReview);
    return report.review_id;
  }
  const room = await stores.chatRooms.findByCode(report.uniquecode);
  if (!room) throw notFound(MESSAGES.chatNotFound);
  if (!stores.chatRooms.isMember(room, reporterId)) throw new HttpError(403, MESSAGES.chatAccessDenied);
  const message = await stores.messages.find(room.id, report.message_id);
  if (!message) throw notFound(MESSAGES.messageNotFound);
  if (message.sender_id === reporterId) throw new HttpError(403, MESSAGES.cannotReportOwnMessage);
  return message.id;
}

export const ALREADY_REPORTED: Record<ReportKind, string> = {
  post: MESSAGES.alreadyReportedPost,
  user: MESSAGES.alreadyReportedUser,
  message: MESSAGES.alreadyReportedMessage,
  review: MESSAGES.alreadyReportedReview,
};
