import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { blockMachine, selectIsBlockBusy, selectIsBlocked, selectIsConfirmingBlock } from '../../../machines/block';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';

/** Block user / Unblock user for one user, with the question a block asks first. */
export function BlockButton({ username }: { username: string }) {
  const block = useScreenActor(blockMachine, { input: { username } });
  useActorToasts(block);
  const blocked = useSelector(block, selectIsBlocked);
  const confirming = useSelector(block, selectIsConfirmingBlock);
  const busy = useSelector(block, selectIsBlockBusy);
  const textId = useId();
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || confirming}
        aria-busy={busy || undefined}
        aria-pressed={blocked}
        onClick={() => block.send({ type: blocked ? 'unblock.requested' : 'block.requested' })}
        data-scope="block"
        data-part="toggle"
      >
        {blocked ? 'Unblock user' : 'Block user'}
      </button>
      {confirming ? (
        <div role="alertdialog" aria-label="Block user" aria-describedby={textId} className="post-menu__confirm" data-scope="block" data-part="confirm">
          <p id={textId}>{`Block ${username}? Neither of you will be able to message the other, they cannot follow you or comment on your posts, and you will not see their posts.`}</p>
          <div className="post-menu__confirm-actions">
            <button type="button" className="button button--ghost" onClick={() => block.send({ type: 'block.cancelled' })}>
              Cancel
            </button>
            <button type="button" className="button button--danger" onClick={() => block.send({ type: 'block.confirmed' })}>
              Block
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
