import { z } from 'zod/mini';

/** The spec's local 'hiddenPosts' list as the client keeps it: the posts the named account hid. */
export const hiddenPostsCacheSchema = z.object({ username: z.string(), post_ids: z.array(z.int()) });
export type HiddenPostsCache = z.infer<typeof hiddenPostsCacheSchema>;
