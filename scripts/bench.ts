/**
 * `npm run bench`: the accounts calls (in-process inject) and the feed (the real server on a
 * loopback port under autocannon). `npm run bench -- accounts` or `-- feed` runs one part (`-- listings`: listing search
 * and suggestions over 100,000 worded posts); `-- chat` the
 * chat sockets' fan-out (2,000 sockets) and `-- chat-10k` the same at 10,000 sockets, run only when named
 * (flags after it: --sockets=N --duration=S --rate=R --bytes=B --load-processes=N). `-- lighthouse` and
 * `-- slow3g` load the built app's pages in Chromium (Lighthouse mobile scores; cold loads over a slow
 * connection), also run only when named. `-- cluster` runs 1, 2 and 3 server processes behind a round-robin
 * proxy on BENCH_DATABASE_URL and BENCH_REDIS_URL (feed and chat), also only when named.
 */
import { runAccountsBench } from './bench/accounts';
import { runFeedBench } from './bench/feed';

const parts = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runs = (part: string) => parts.length === 0 || parts.includes(part);

if (runs('accounts')) await runAccountsBench();
if (runs('feed')) await runFeedBench();
if (runs('nearby')) await (await import('./bench/nearby')).runNearbyBench();
if (runs('search')) await (await import('./bench/search')).runSearchBench();
if (runs('listings')) await (await import('./bench/listings')).runListingsBench();
if (runs('chat')) await (await import('./bench/chat-fanout')).runChatFanoutBench('chat');
if (parts.includes('chat-10k')) await (await import('./bench/chat-fanout')).runChatFanoutBench('chat-10k');
if (parts.includes('cluster')) await (await import('./bench/cluster')).runClusterBench();
if (parts.includes('lighthouse')) await (await import('./bench/lighthouse')).runLighthouseBench();
if (parts.includes('slow3g')) await (await import('./bench/slow3g')).runSlow3gBench();
