import { renewAnswerSchema, watchAnswerSchema, watchedPostsAnswerSchema } from '../contract/postLife';
import { call } from './api';

/** GET /post/{id}/watch: whether the signed-in user watches the post's price. */
export function fetchWatch(postId: number, signal?: AbortSignal) {
  return call(`/post/${postId}/watch`, watchAnswerSchema, { auth: true, quiet: true, signal });
}

/** POST or DELETE /post/{id}/watch: starts or stops watching its price. */
export function setWatching(postId: number, watching: boolean, signal?: AbortSignal) {
  return call(`/post/${postId}/watch`, watchAnswerSchema, { method: watching ? 'POST' : 'DELETE', auth: true, quiet: true, signal });
}

/** GET /watches: the posts whose prices the signed-in user watches, newest watch first. */
export async function fetchWatchedPosts(signal?: AbortSignal) {
  return (await call('/watches', watchedPostsAnswerSchema, { auth: true, quiet: true, signal })).results;
}

/** POST /post/{id}/renew: the owner renews the post for another 60 days. */
export function renewPost(postId: number, signal?: AbortSignal) {
  return call(`/post/${postId}/renew`, renewAnswerSchema, { method: 'POST', auth: true, quiet: true, signal });
}
