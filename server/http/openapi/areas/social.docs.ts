import {
  checkLikeAnswerSchema,
  checkLikeQuerySchema,
  commentAnswerSchema,
  commentPayloadSchema,
  commentsAnswerSchema,
  commentsQuerySchema,
  currentUserQuerySchema,
  followAnswerSchema,
  followPayloadSchema,
  followsAnswerSchema,
  hiddenPostListAnswerSchema,
  hiddenPostsAnswerSchema,
  hidePayloadSchema,
  idempotencyHeadersSchema,
  likeAnswerSchema,
  likePayloadSchema,
  postIdParamsSchema,
  ratingPayloadSchema,
  ratingSummarySchema,
  referralCheckAnswerSchema,
  referralCheckQuerySchema,
  referralCodeAnswerSchema,
  referralStatsAnswerSchema,
  reviewParamsSchema,
  reviewPayloadSchema,
  reviewReplyPayloadSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  saveAnswerSchema,
  savedPostsAnswerSchema,
  savePayloadSchema,
  shareAnswerSchema,
  sharePayloadSchema,
  suggestionsAnswerSchema,
  userAnswerSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

const NO_POST = { 404: 'No post has this id.' };
const NO_USER = { 404: 'No user has this username.' };

export const socialDocs: AreaDocs = {
  tag: 'social',
  description: 'Likes, comments, follows and suggestions, saved and hidden posts, ratings and reviews, shares and referrals.',
  operations: [
    operation('POST /api/like', 'required', 'Likes or unlikes a post (toggles, or sets with `action`)', {
      rateLimited: true,
      body: likePayloadSchema,
      answers: { 200: answer('The caller’s like and the post’s count.', likeAnswerSchema) },
      errors: NO_POST,
    }),
    operation('GET /api/checklike', 'required', 'The caller’s likes; `posts=1,2,3` narrows them', {
      query: checkLikeQuerySchema,
      answers: { 200: answer('One record per liked post.', checkLikeAnswerSchema) },
    }),
    operation('GET /api/comment', 'public', 'A post’s comments, oldest first', {
      query: commentsQuerySchema,
      answers: { 200: answer('The comments; replies carry their parent’s id.', commentsAnswerSchema) },
      errors: NO_POST,
    }),
    operation('POST /api/comment', 'required', 'Comments on a post, or replies to a comment', {
      rateLimited: true,
      headers: idempotencyHeadersSchema,
      body: commentPayloadSchema,
      answers: { 201: answer('The comment and the post’s comment count.', commentAnswerSchema) },
      errors: { 403: 'The vendor has turned comments off, or has blocked the caller.', ...NO_POST },
    }),
    operation('POST /api/follow', 'required', 'Follows or unfollows a user (toggles, or sets with `action`)', {
      rateLimited: true,
      body: followPayloadSchema,
      answers: { 200: answer('Whether the caller follows them now, and their follower count.', followAnswerSchema) },
      errors: { 403: 'The user has blocked the caller (unfollowing is always allowed).', ...NO_USER },
    }),
    operation('GET /api/follow', 'required', 'Every follow the caller is part of', {
      answers: { 200: answer('As follower or as followed.', followsAnswerSchema) },
    }),
    operation('GET /api/get_users', 'optional', 'Follow suggestions: vendors the caller does not follow', {
      answers: { 200: answer('A few vendors, in random order.', suggestionsAnswerSchema) },
    }),
    operation('GET /api/get_user/:username', 'public', 'One user’s summary', {
      params: currentUserQuerySchema,
      answers: { 200: answer('The user as suggestions show them.', userAnswerSchema) },
      errors: NO_USER,
    }),
    operation('POST /api/saved', 'required', 'Saves or unsaves a post (toggles, or sets with `action`)', {
      rateLimited: true,
      body: savePayloadSchema,
      answers: { 200: answer('Whether the post is saved now.', saveAnswerSchema) },
      errors: NO_POST,
    }),
    operation('GET /api/saved', 'required', 'The caller’s saved posts, newest saved first', {
      answers: { 200: answer('The posts in full.', savedPostsAnswerSchema) },
    }),
    operation('POST /api/hidden', 'required', 'Hides or unhides a post in the caller’s feed (toggles, or sets with `action`)', {
      rateLimited: true,
      body: hidePayloadSchema,
      answers: { 200: answer('The caller’s hidden post ids, newest first.', hiddenPostsAnswerSchema) },
      errors: { 400: 'The input is refused, or the post is the caller’s own.', ...NO_POST },
    }),
    operation('GET /api/hidden', 'required', 'The caller’s hidden post ids, newest first', {
      answers: { 200: answer('The ids.', hiddenPostsAnswerSchema) },
    }),
    operation('GET /api/hidden/posts', 'required', 'The caller’s hidden posts in full, newest hidden first', {
      answers: { 200: answer('The posts.', hiddenPostListAnswerSchema) },
    }),
    operation('POST /api/rating', 'required', 'Rates a vendor 1 to 5: the stars of the caller’s review (again changes them)', {
      rateLimited: true,
      body: ratingPayloadSchema,
      answers: { 200: answer('The vendor’s rating now.', ratingSummarySchema) },
      errors: { 400: 'The input is refused, or the user is the caller or has no store.', 403: 'The caller has not written to the vendor in a chat.', ...NO_USER },
    }),
    operation('GET /api/rating/:username', 'optional', 'A vendor’s rating, with the caller’s own', {
      params: currentUserQuerySchema,
      answers: { 200: answer('Average, count and the caller’s rating.', ratingSummarySchema) },
      errors: NO_USER,
    }),
    operation('GET /api/reviews/:username', 'optional', 'A vendor’s reviews, newest first, with the average and count', {
      params: currentUserQuerySchema,
      query: reviewsQuerySchema,
      answers: { 200: answer('A page of reviews, the caller’s own and whether they may write one.', reviewsPageSchema) },
      errors: NO_USER,
    }),
    operation('POST /api/reviews/:username', 'required', 'Reviews a vendor: 1 to 5 stars and words (again changes the review)', {
      rateLimited: true,
      params: currentUserQuerySchema,
      body: reviewPayloadSchema,
      answers: { 200: answer('The caller’s review.', reviewSchema) },
      errors: { 400: 'The input is refused, or the user is the caller or has no store.', 403: 'The caller has not written to the vendor in a chat.', ...NO_USER },
    }),
    operation('POST /api/reviews/:username/:reviewer/reply', 'required', 'The reviewed vendor’s public reply (again changes it)', {
      rateLimited: true,
      params: reviewParamsSchema,
      body: reviewReplyPayloadSchema,
      answers: { 200: answer('The review with its reply.', reviewSchema) },
      errors: { 403: 'The caller is not the vendor reviewed.', 404: 'No such vendor, or this buyer has not reviewed them.' },
    }),
    operation('POST /api/post/:id/share', 'optional', 'Records a share, so the owner is told', {
      rateLimited: true,
      params: postIdParamsSchema,
      body: sharePayloadSchema,
      answers: { 200: answer('Recorded.', shareAnswerSchema) },
      errors: NO_POST,
    }),
    operation('GET /api/referral/code', 'required', 'The caller’s referral code and the register link carrying it', {
      answers: { 200: answer('The code and link.', referralCodeAnswerSchema) },
    }),
    operation('GET /api/referral/stats', 'required', 'Whom the caller referred, and how many converted', {
      answers: { 200: answer('The counts and the referred users.', referralStatsAnswerSchema) },
    }),
    operation('GET /api/referral/check', 'public', 'Whether a referral code belongs to someone', {
      query: referralCheckQuerySchema,
      answers: { 200: answer('The code (upper case) and whether it is valid.', referralCheckAnswerSchema) },
    }),
  ],
};
