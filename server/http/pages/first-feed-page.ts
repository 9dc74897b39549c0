import { parse } from 'cookie-es';
import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES, feedQuerySchema, FIRST_FEED_PAGE_ELEMENT_ID, LIMITS } from '../../../src/contract';
import type { FeedAnswers } from '../marketplace/feed-answers';
import { EncodedText } from './encoded-text';
import type { PageShell } from './page-shell';

/** The feed's first unfiltered page, as the client asks for it (its refresh timestamp aside). */
const FIRST_PAGE_QUERY = feedQuerySchema.parse({ page: '1', per_page: String(LIMITS.feedPageSize), paginate: 'true' });

/** JSON inside <script>: `<` escaped, so no text in a post can close the element. */
const dataBlock = (json: string): string =>
  `<script type="application/json" id="${FIRST_FEED_PAGE_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;

/** A signed-in viewer's feed carries their own likes, saves and hidden posts: their page is never the visitors'. */
export const isVisitor = (request: FastifyRequest): boolean => !parse(request.headers.cookie ?? '')[COOKIE_NAMES.token];

/**
 * The app's page for / with the visitors' first feed page in it. The page is built again only when
 * the feed page changes (visitors share one for a second), each encoding made once per build.
 */
export function firstFeedPages(shell: PageShell, feedAnswers: FeedAnswers) {
  let last: { body: string; page: EncodedText } | undefined;
  return async (): Promise<EncodedText> => {
    const body = await feedAnswers.visitorPage(FIRST_PAGE_QUERY);
    if (last?.body !== body) last = { body, page: new EncodedText(shell.withBody(dataBlock(body)), 'once') };
    return last.page;
  };
}
