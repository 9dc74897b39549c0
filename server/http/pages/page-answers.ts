import { parse } from 'cookie-es';
import type { FastifyRequest } from 'fastify';
import { answerKey, COOKIE_NAMES, FEED_PAGE_QUERY, feedQuerySchema, PAGE_ANSWERS_ELEMENT_ID, type AnswerQuery } from '../../../src/contract';
import type { FeedAnswers } from '../marketplace/feed-answers';

/** The feed's first unfiltered page, as the client asks for it (src/services/marketplace.ts; its refresh timestamp aside). */
const FIRST_PAGE: AnswerQuery = { page: 1, ...FEED_PAGE_QUERY };

/** GET answers as JSON text, by the key the client names them with (src/contract/pages.ts). */
export type PageAnswers = ReadonlyArray<readonly [key: string, json: string]>;

/**
 * The data block that carries `answers` (src/contract/pages.ts): JSON inside <script>, `<` escaped so no
 * text in a post can close the element.
 */
export function pageAnswersBlock(answers: PageAnswers): string {
  const json = `{${answers.map(([key, answer]) => `${JSON.stringify(key)}:${answer}`).join(',')}}`;
  return `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** A signed-in viewer's answers carry their own likes, saves and hidden posts: a page never carries them. */
export const isVisitor = (request: FastifyRequest): boolean => !parse(request.headers.cookie ?? '')[COOKIE_NAMES.token];

/** The feed's first page as a visitor gets it (shared by visitors for a second), named as the client asks for it. */
export async function firstFeedPageAnswer(feedAnswers: FeedAnswers): Promise<PageAnswers[number]> {
  const json = await feedAnswers.visitorPage(feedQuerySchema.parse(stringValues(FIRST_PAGE)));
  return [answerKey('/', FIRST_PAGE), json];
}

/** The query as it reaches the server: every value a string. */
const stringValues = (query: AnswerQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
