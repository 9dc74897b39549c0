import { useSelector } from '@xstate/react';
import { Link } from '../../../components/links';
import { MESSAGES, type BlockedUser } from '../../../../contract';
import {
  blockedUsersMachine,
  selectBlockedLoadFailed,
  selectBlockedUsers,
  selectCanUnblock,
  selectIsLoadingBlocked,
  selectUnblocking,
  type BlockedUsersActorRef,
} from '../../../../machines/blockedUsers';
import { useActorToasts } from '../../../app/useActorToasts';
import { useScreenActor } from '../../../app/useScreenActor';
import { LoadFailed } from '../../../components/LoadFailed';
import { SettingsCard } from '../SettingsLayout';

/** Blocked Users: the users this account blocked, each with Unblock. */
export function BlockedUsersSection() {
  const blocked = useScreenActor(blockedUsersMachine, {});
  useActorToasts(blocked);
  return (
    <SettingsCard title="Blocked Users" description="People you blocked cannot message you, follow you or comment on your posts, and you do not see their posts." part="blocked-users">
      <BlockedUsersList blocked={blocked} />
    </SettingsCard>
  );
}

function BlockedUsersList({ blocked }: { blocked: BlockedUsersActorRef }) {
  const loading = useSelector(blocked, selectIsLoadingBlocked);
  const failed = useSelector(blocked, selectBlockedLoadFailed);
  const users = useSelector(blocked, selectBlockedUsers);
  if (loading) {
    return (
      <p className="settings-list__note" role="status">
        Loading blocked users...
      </p>
    );
  }
  if (failed) {
    return <LoadFailed message={MESSAGES.blockedUsersLoadFailed} onRetry={() => blocked.send({ type: 'blocked.retryClicked' })} className="settings-list__note" />;
  }
  if (!users.length) return <p className="settings-list__note">{MESSAGES.noBlockedUsers}</p>;
  return (
    <ul className="settings-list" aria-label="Blocked users" data-scope="blocked-users" data-part="list">
      {users.map((user) => (
        <BlockedUserItem key={user.username} blocked={blocked} user={user} />
      ))}
    </ul>
  );
}

function BlockedUserItem({ blocked, user }: { blocked: BlockedUsersActorRef; user: BlockedUser }) {
  const unblockingThis = useSelector(blocked, selectUnblocking) === user.username;
  const canUnblock = useSelector(blocked, selectCanUnblock);
  return (
    <li className="settings-list__item" data-scope="blocked-users" data-part="item" data-username={user.username}>
      <span className="settings-list__details">
        <Link to={`/profile/${encodeURIComponent(user.username)}`} className="settings-list__title">
          {user.display_name}
        </Link>
        <span className="settings-list__meta">@{user.username}</span>
      </span>
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Unblock ${user.username}`}
        disabled={!canUnblock}
        aria-busy={unblockingThis || undefined}
        onClick={() => blocked.send({ type: 'blocked.unblockClicked', username: user.username })}
        data-scope="blocked-users"
        data-part="unblock"
      >
        {unblockingThis ? 'Unblocking...' : 'Unblock'}
      </button>
    </li>
  );
}
