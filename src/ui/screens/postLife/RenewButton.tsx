import { useSelector } from '@xstate/react';
import { POST_LIFE_MESSAGES } from '../../../contract';
import { renewMachine, selectIsRenewed, selectIsRenewing } from '../../../machines/renew';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';
import { useEmitted } from '../createPost/useEmitted';

/** One-tap Renew of the owner's post; `onRenewed` hears the new renewal once the server made it. */
export function RenewButton({ postId, onRenewed }: { postId: number; onRenewed?: (renewedAt: string) => void }) {
  const renew = useScreenActor(renewMachine, { input: { postId } });
  useActorToasts(renew);
  useEmitted(renew, 'renewed', (event) => onRenewed?.(event.renewedAt));
  const renewing = useSelector(renew, selectIsRenewing);
  const renewed = useSelector(renew, selectIsRenewed);
  if (renewed) return null;
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={renewing}
      aria-busy={renewing || undefined}
      onClick={() => renew.send({ type: 'renew.requested' })}
      data-scope="renew"
      data-part="button"
    >
      {POST_LIFE_MESSAGES.renew}
    </button>
  );
}
