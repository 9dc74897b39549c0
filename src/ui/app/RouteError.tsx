import { Suspense, useEffect, useId } from 'react';
import { PageLoading } from '../components/PageLoading';
import '../styles/notFound.css';
import { lazyComponent } from './lazyComponent';
import { reloadPage } from './pageReload';
import { useMissingCodeWords } from './staleBuild';

/** The 404 screen (its countdown machine among it): a screen of its own, not on the first render's path. */
export const notFoundScreen = lazyComponent(() => import('../screens/notFound/NotFoundScreen'), (module) => module.NotFoundScreen);

/** The browsers' words for a screen's code that did not arrive (Chromium, Firefox, Safari, and vite's CSS preload). */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadFailure = (error: unknown): boolean => error instanceof Error && CHUNK_FAILURE.test(error.message);

/**
 * What a route shows when it fails: a screen whose code could not be fetched is a
 * connection that failed, not a missing page, so it says so and loads the page again
 * on Retry or as soon as the browser is back online; code a deploy took away offers the
 * new version; anything else is the 404 screen.
 */
export function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadFailure(error)) return <CodeMissing />;
  return (
    <Suspense fallback={<PageLoading />}>
      <notFoundScreen.Component />
    </Suspense>
  );
}

function CodeMissing() {
  useEffect(() => {
    window.addEventListener('online', reloadPage);
    return () => window.removeEventListener('online', reloadPage);
  }, []);
  const { title, text, action, part } = useMissingCodeWords();
  const titleId = useId();
  return (
    <section className="not-found" role="alert" aria-labelledby={titleId} data-scope="route-error" data-part="root">
      <div className="not-found__card">
        <h1 id={titleId} className="not-found__title">
          {title}
        </h1>
        <p className="not-found__text">{text}</p>
        <button type="button" className="button button--primary" onClick={reloadPage} data-scope="route-error" data-part={part}>
          {action}
        </button>
      </div>
    </section>
  );
}
