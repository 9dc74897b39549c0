import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerKey, currentUserQuerySchema, PAGE_PATHS, TRACE_VIEWER_ELEMENT_ID, TRACE_VIEWER_PATH, type FeedAnswer, type Post } from '../../../src/contract';
import type { PreloadedScreen } from '../../../src/contract/screenPreloads';
import { isRowId } from '../../store/row-ids';
import { profileAnswer } from '../accounts/current-user.routes';
import type { RouteDeps } from '../route-deps';
import { isAppPage } from './app-pages';
import { bootCardsMarkup, bootPostMarkup, bootProfileMarkup } from './boot-cards';
import { crawlerFilesRoutes } from './crawler-files.routes';
import { EncodedText, sendEncoded } from './encoded-text';
import { faviconRoutes } from './favicon';
import { firstFeedPageAnswer, isVisitor, pageAnswersBlock, type PageAnswers } from './page-answers';
import { loadPageShell, type PageShell } from './page-shell';
import { postShareCard, profileShareCard } from './share-cards';
import { shareHeadTags, type ShareCard } from './share-tags';

/** What the not-found handler answers a page request with. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

const NOT_BUILT =
  'The web app has not been built yet. Run `npm run build` (or start the app with `npm start`, which builds it) and reload this page.\n';

type PageDeps = Pick<RouteDeps, 'config' | 'stores' | 'clock' | 'feedAnswers'>;

/** The app's page: the client draws the screen of the URL, its not-found screen for a 404. */
function sendPage(request: FastifyRequest, reply: FastifyReply, status: 200 | 404 | 503, html: EncodedText): FastifyReply {
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  return sendEncoded(request, reply, html);
}

/** What a page shows a shared link's preview, the answers it carries for a visitor, and its frame's content when it has one. */
type SharedPage = { card: ShareCard; answers: PageAnswers; screen: PreloadedScreen; bootCards?: string };

async function postPage({ stores, config }: PageDeps, id: string): Promise<SharedPage | undefined> {
  const postId = /^\d+$/.test(id) ? Number(id) : 0;
  if (!isRowId(postId)) return undefined;
  const card = await stores.posts.card(postId, null);
  if (!card || card.held) return undefined;
  const post = JSON.parse(card.json) as Post;
  const answers: PageAnswers = [[answerKey(`/post/${postId}`), `{"post":${card.json}}`]];
  return { card: postShareCard(post, config.publicUrl), answers, screen: 'post', bootCards: bootPostMarkup(post) };
}

async function profilePage({ stores, config }: PageDeps, username: string): Promise<SharedPage | undefined> {
  if (!currentUserQuerySchema.safeParse({ username }).success || username.includes('\0')) return undefined;
  const user = await stores.accounts.findByUsername(username);
  if (!user) return undefined;
  const [market, answer] = await Promise.all([stores.accounts.marketInfo(user.id), profileAnswer(stores, user, null)]);
  const answers: PageAnswers = [[answerKey('/fetchcurruserdetails', { username }), JSON.stringify(answer)]];
  const card = profileShareCard(user, market, config.publicUrl);
  // The frame names them as the preview does.
  const bootCards = bootProfileMarkup({ name: card.title, username: user.username, coverimg: user.coverimg });
  return { card, answers, screen: 'profile', bootCards };
}

/**
 * The page for / with the visitors' first feed page in it, as data and as the frame's first cards: built and compressed again only when that page
 * changes (visitors share one for a second). When the feed cannot be read it is the plain app, which asks
 * for the feed itself and shows its own error: the page never fails for want of its answers.
 */
function visitorsHomePage(shell: PageShell, { feedAnswers }: PageDeps) {
  let last: { json: string; page: EncodedText } | undefined;
  return async (request: FastifyRequest): Promise<EncodedText> => {
    const answer = await firstFeedPageAnswer(feedAnswers).catch((error: unknown) => {
      request.log.error({ err: error }, 'the feed for / could not be read: the page goes without it');
      return undefined;
    });
    if (!answer) return shell.plain;
    if (last?.json !== answer[1]) {
      const bootCards = bootCardsMarkup((JSON.parse(answer[1]) as FeedAnswer).results);
      last = { json: answer[1], page: new EncodedText(shell.with({ bodyEnd: pageAnswersBlock([answer]), bootCards }), 'once') };
    }
    return last.page;
  };
}

/**
 * The pages the server answers itself: a post's and a profile's page with the tags a shared link previews
 * with (404 with the plain app when there is no such post or profile), robots.txt, sitemap.xml and
 * /favicon.ico; /dev/traces with TRACE_VIEWER=1. Answers the fallback for every other page request: the app, 200 on the client's own pages
 * (src/contract/pages.ts) and 404 elsewhere; 503 on every page until the app is built.
 */
export async function registerPages(app: FastifyInstance, deps: PageDeps): Promise<PageFallback> {
  await app.register(crawlerFilesRoutes(deps));
  await app.register(faviconRoutes(deps.config.distDir));
  const shell = loadPageShell(deps.config.distDir);
  if (!shell) return (_request, reply) => reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);

  /** The page with the card's tags (and for a visitor its answers), or the plain app's 404 when there is nothing to share. */
  const sharePage = (request: FastifyRequest, reply: FastifyReply, page: SharedPage | undefined) => {
    if (!page) return sendPage(request, reply, 404, shell.plain);
    const bodyEnd = isVisitor(request) && page.answers.length > 0 ? pageAnswersBlock(page.answers) : undefined;
    const html = shell.with({ headTags: shareHeadTags(page.card), bodyEnd, screen: page.screen, bootCards: page.bootCards });
    return sendPage(request, reply, 200, new EncodedText(html, 'once'));
  };
  /** The page of what `read` finds; when the database fails, the plain app (it shows its own error) with a 503 a preview retries. */
  const sharedPage = async (request: FastifyRequest, reply: FastifyReply, read: () => Promise<SharedPage | undefined>) => {
    const page = await read().then(
      (found) => ({ found }),
      (error: unknown) => {
        request.log.error({ err: error }, 'a shared page could not be read: the page goes without its card');
        return undefined;
      },
    );
    return page ? sharePage(request, reply, page.found) : sendPage(request, reply, 503, shell.plain);
  };
  app.get<{ Params: { id: string } }>(`/${PAGE_PATHS.post}`, { compress: false }, (request, reply) =>
    sharedPage(request, reply, () => postPage(deps, request.params.id)),
  );
  app.get<{ Params: { username: string } }>(`/${PAGE_PATHS.profile}`, { compress: false }, (request, reply) =>
    sharedPage(request, reply, () => profilePage(deps, request.params.username)),
  );
  if (deps.config.traceViewer) {
    // The client opens its trace viewer only on a page carrying this element (a production build has no other sign).
    const viewer = new EncodedText(shell.with({ bodyEnd: `<template id="${TRACE_VIEWER_ELEMENT_ID}"></template>` }), 'once');
    app.get(`/${TRACE_VIEWER_PATH}`, { compress: false }, (request, reply) => sendPage(request, reply, 200, viewer));
  }
  const homePage = visitorsHomePage(shell, deps);
  app.get('/', { compress: false }, async (request, reply) => sendPage(request, reply, 200, isVisitor(request) ? await homePage(request) : shell.plain));
  return (request, reply) => sendPage(request, reply, isAppPage(request.url) ? 200 : 404, shell.plain);
}
