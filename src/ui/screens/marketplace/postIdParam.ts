/** The query parameter that opens the post popup over the feed (/?postId=42). */
export const POST_ID_PARAM = 'postId';

/** The post id in the parameter, or null when it is missing or not a post id. */
export function postIdFrom(params: URLSearchParams): number | null {
  const id = Number(params.get(POST_ID_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}
