import { useSelector } from '@xstate/react';
import { Link } from '../../components/links';
import { MESSAGES } from '../../../contract';
import { moderationMachine, selectModerationView, selectRefusal, type ModerationActorRef } from '../../../machines/moderation';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';
import { usePageTitle } from '../../components';
import { LoadFailed } from '../../components/LoadFailed';
import '../../styles/moderation.css';
import { AuditLog } from './AuditLog';
import { QueueList } from './QueueList';
import { MODERATION_SCREEN_TEXTS } from '../../../contract/texts.moderationScreen';

/** /moderation: the moderators' queue of reported posts, users and messages, and the audit log of what they did. */
export function ModerationScreen() {
  usePageTitle('Moderation');
  const moderation = useScreenActor(moderationMachine, {});
  useActorToasts(moderation);
  const view = useSelector(moderation, selectModerationView);
  if (view === 'notAllowed') return <NotAllowed moderation={moderation} />;
  return (
    <main className="moderation" data-scope="moderation" data-part="root">
      <header className="moderation__header">
        <h1 className="moderation__heading">Moderation</h1>
        <nav className="moderation__tabs" aria-label="Moderation">
          <button type="button" className="moderation__tab" aria-pressed={view !== 'audit'} onClick={() => moderation.send({ type: 'audit.closed' })}>
            Reports
          </button>
          <button type="button" className="moderation__tab" aria-pressed={view === 'audit'} onClick={() => moderation.send({ type: 'audit.opened' })}>
            Audit log
          </button>
        </nav>
      </header>
      {view === 'loading' && (
        <p className="moderation__note" role="status">
          Loading reports...
        </p>
      )}
      {view === 'failed' && <LoadFailed message={MODERATION_SCREEN_TEXTS.queueLoadFailed} onRetry={() => moderation.send({ type: 'queue.retryClicked' })} className="moderation__note" />}
      {view === 'queue' && <QueueList moderation={moderation} />}
      {view === 'audit' && <AuditLog moderation={moderation} />}
    </main>
  );
}

/** What anyone but a moderator sees: the server's refusal and the way home. */
function NotAllowed({ moderation }: { moderation: ModerationActorRef }) {
  const refusal = useSelector(moderation, selectRefusal);
  return (
    <main className="moderation moderation--refused" data-scope="moderation" data-part="not-allowed">
      <h1 className="moderation__heading">Not allowed</h1>
      <p role="alert">{refusal ?? MESSAGES.moderatorsOnly}</p>
      <Link to="/" className="button button--primary">
        Go Home
      </Link>
    </main>
  );
}
