import { useSelector } from '@xstate/react';
import { POST_LIFE_MESSAGES } from '../../../contract';
import { selectIsWatchBusy, selectIsWatching, watchMachine } from '../../../machines/watch';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';

/** Watch price / Watching on another user's post: a lower price is then told to the viewer. */
export function WatchButton({ postId }: { postId: number }) {
  const watch = useScreenActor(watchMachine, { input: { postId } });
  useActorToasts(watch);
  const watching = useSelector(watch, selectIsWatching);
  const busy = useSelector(watch, selectIsWatchBusy);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-busy={busy || undefined}
      aria-pressed={watching}
      onClick={() => watch.send({ type: 'watch.toggled' })}
      data-scope="watch"
      data-part="toggle"
    >
      {watching ? POST_LIFE_MESSAGES.watching : POST_LIFE_MESSAGES.watchPrice}
    </button>
  );
}
