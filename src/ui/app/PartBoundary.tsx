import { Component, type ReactNode } from 'react';
import { reloadPage } from './pageReload';
import { isChunkLoadFailure } from './RouteError';
import { useMissingCodeWords } from './staleBuild';

type PartState = { error: unknown };

/**
 * A part of a screen loaded on its own (a menu, a panel, the owner's actions) whose code did not arrive says so
 * in its place, with Retry, and the rest of the screen stays: on a flaky connection one small chunk lost took
 * the whole screen, the post or the feed already on view, to the route's Connection failed. Anything else the
 * part throws goes on to the screen's boundary.
 */
export class PartBoundary extends Component<{ children: ReactNode }, PartState> {
  override state: PartState = { error: undefined };

  static getDerivedStateFromError(error: unknown): PartState {
    return { error: error ?? new Error('A part failed') };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!isChunkLoadFailure(error)) throw error;
    return <PartFailed />;
  }
}

/** The part's place: the connection failed (Retry), or a deploy took its code away (Reload for the new version). */
function PartFailed() {
  const { text, action, part } = useMissingCodeWords();
  return (
    <p className="part-failed" role="alert" data-scope="part-error" data-part="root">
      {text}{' '}
      <button type="button" className="button button--secondary" onClick={reloadPage} data-scope="part-error" data-part={part}>
        {action}
      </button>
    </p>
  );
}
