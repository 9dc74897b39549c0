import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/links';
import { CHAT_ROOM_FILTERS, type ChatRoomFilter } from '../../../contract/chats';
import { fillTemplate, LIMITS, MESSAGES } from '../../../contract/constants';
import {
  selectCanLoadMoreRooms,
  selectHasNoMatch,
  selectHasNoRooms,
  selectInboxConnected,
  selectInboxError,
  selectInboxFilter,
  selectInboxSearch,
  selectIsLoadingInbox,
  selectIsLoadingMoreRooms,
  selectIsRefreshingInbox,
  selectRoomCount,
  selectVisibleRooms,
  type InboxActorRef,
} from '../../../machines/inbox';
import { useInboxRef } from '../../app/AppActor';
import { FilterChips } from '../../components/FilterChips';
import { PageLoading } from '../../components/PageLoading';
import { usePageTitle } from '../../components/usePageTitle';
import { useSocketRefusal } from '../../components/useSocketRefusal';
import '../../styles/inbox.css';
import { InboxRow } from './InboxRow';

const FILTER_LABELS: Record<ChatRoomFilter, string> = { all: 'All', unread: 'Unread', read: 'Read' };

/** /chats: the conversations, searchable and filtered, with the connection indicator. */
export function ChatInboxScreen() {
  usePageTitle(MESSAGES.inboxTitle);
  const inbox = useInboxRef();
  if (!inbox) return <PageLoading />;
  return <Inbox inbox={inbox} />;
}

function Inbox({ inbox }: { inbox: InboxActorRef }) {
  const navigate = useNavigate();
  const rooms = useSelector(inbox, selectVisibleRooms);
  const count = useSelector(inbox, selectRoomCount);
  const search = useSelector(inbox, selectInboxSearch);
  const filter = useSelector(inbox, selectInboxFilter);
  const connected = useSelector(inbox, selectInboxConnected);
  const refusal = useSocketRefusal(useSelector(inbox, (snapshot) => snapshot.context.socket));
  const loading = useSelector(inbox, selectIsLoadingInbox);
  const refreshing = useSelector(inbox, selectIsRefreshingInbox);
  const error = useSelector(inbox, selectInboxError);
  const noRooms = useSelector(inbox, selectHasNoRooms);
  const noMatch = useSelector(inbox, selectHasNoMatch);
  const canLoadMore = useSelector(inbox, selectCanLoadMoreRooms);
  const loadingMore = useSelector(inbox, selectIsLoadingMoreRooms);
  const now = Date.now();

  // Opening the inbox shows the latest rooms.
  useEffect(() => {
    inbox.send({ type: 'inbox.refreshRequested' });
  }, [inbox]);

  return (
    <section className="inbox" data-scope="inbox" data-part="root" aria-labelledby="inbox-title">
      <header className="inbox__header">
        <h1 id="inbox-title" className="inbox__title">
          {MESSAGES.inboxTitle} <span className="inbox__count">({count})</span>
        </h1>
        <span className="inbox__status" data-part="status" data-connected={connected ? '' : undefined} role="status">
          {connected ? 'Connected' : 'Offline'}
        </span>
        <button type="button" className="button button--primary inbox__new" onClick={() => void navigate('/search')} data-part="new-chat">
          New Chat
        </button>
      </header>
      {refusal ? (
        <p className="inbox__refusal" role="alert" data-part="refusal">
          {refusal}
        </p>
      ) : null}
      <div className="inbox__tools">
        <input
          type="search"
          className="inbox__search"
          placeholder={MESSAGES.searchConversations}
          aria-label="Search conversations"
          maxLength={LIMITS.chatSearchMax}
          value={search}
          onChange={(event) => inbox.send({ type: 'inbox.searchChanged', text: event.target.value })}
          data-part="search"
        />
        <FilterChips
          choices={CHAT_ROOM_FILTERS}
          chosen={filter}
          labelOf={(choice) => FILTER_LABELS[choice]}
          onChoose={(choice) => inbox.send({ type: 'inbox.filterChosen', filter: choice })}
          label="Filter conversations"
          className="inbox__filters"
          part="filter"
        />
        <button
          type="button"
          className="button button--secondary inbox__refresh"
          onClick={() => inbox.send({ type: 'inbox.refreshRequested' })}
          disabled={refreshing}
          data-part="refresh"
        >
          Refresh
        </button>
      </div>
      {error ? (
        <p className="inbox__error" role="alert" data-part="error">
          {error}
        </p>
      ) : null}
      {loading ? <div className="spinner inbox__spinner" role="status" aria-label="Loading conversations" /> : null}
      {noRooms ? (
        <div className="empty-state" data-part="empty">
          <p>{MESSAGES.noMessagesInbox}</p>
          <Link to="/search" className="button button--primary">
            {MESSAGES.startAConversation}
          </Link>
        </div>
      ) : null}
      {noMatch && !search.trim() ? (
        // Only a filter narrows the list: say which conversations there are none of, and offer them all.
        <div className="empty-state" data-part="no-match">
          <p>{fillTemplate(MESSAGES.noConversationsInFilter, { filter: FILTER_LABELS[filter].toLowerCase() })}</p>
          <button type="button" className="button button--secondary" onClick={() => inbox.send({ type: 'inbox.filterChosen', filter: 'all' })}>
            {MESSAGES.showAllConversations}
          </button>
        </div>
      ) : null}
      {noMatch && search.trim() ? (
        <div className="empty-state" data-part="no-match">
          <p>{MESSAGES.noConversationsMatching.replace('{query}', search.trim())}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              inbox.send({ type: 'inbox.searchChanged', text: '' });
              inbox.send({ type: 'inbox.filterChosen', filter: 'all' });
            }}
          >
            {MESSAGES.clearSearch}
          </button>
        </div>
      ) : null}
      {rooms.length > 0 ? (
        <ul className="card-list" aria-label="Conversations">
          {rooms.map((room) => (
            <InboxRow key={room.uniquecode} room={room} now={now} />
          ))}
        </ul>
      ) : null}
      {canLoadMore || loadingMore ? (
        <button
          type="button"
          className="button button--secondary inbox__more"
          onClick={() => inbox.send({ type: 'inbox.moreRequested' })}
          disabled={loadingMore}
          data-part="load-more"
        >
          {loadingMore ? 'Loading...' : 'Load more conversations'}
        </button>
      ) : null}
    </section>
  );
}
