import { useSelector } from '@xstate/react';
import { Link } from '../../../components/links';
import { savedSearchHref, type SavedSearch, SAVED_SEARCH_MESSAGES } from '../../../../contract';
import {
  savedSearchesMachine,
  selectBusySearch,
  selectCanChangeSaved,
  selectIsLoadingSaved,
  selectSavedLoadFailed,
  selectSavedSearches,
  type SavedSearchesActorRef,
} from '../../../../machines/savedSearches';
import { useActorToasts } from '../../../app/useActorToasts';
import { useScreenActor } from '../../../app/useScreenActor';
import { LoadFailed } from '../../../components/LoadFailed';
import { SettingsCard } from '../SettingsLayout';
import { ToggleSwitch } from '../ToggleSwitch';
import { savedSearchSummary } from './savedSearchSummary';

/** Saved Searches: the searches this account saved, each opening its results, with its alerts switch and Delete. */
export function SavedSearchesSection() {
  const saved = useScreenActor(savedSearchesMachine, {});
  useActorToasts(saved);
  return (
    <SettingsCard title={SAVED_SEARCH_MESSAGES.savedSearchesTitle} description="Searches you saved from the marketplace. With alerts on, we tell you when new posts match, at most once an hour." part="saved-searches">
      <SavedSearchesList saved={saved} />
    </SettingsCard>
  );
}

function SavedSearchesList({ saved }: { saved: SavedSearchesActorRef }) {
  const loading = useSelector(saved, selectIsLoadingSaved);
  const failed = useSelector(saved, selectSavedLoadFailed);
  const searches = useSelector(saved, selectSavedSearches);
  if (loading) {
    return (
      <p className="settings-list__note" role="status">
        Loading saved searches...
      </p>
    );
  }
  if (failed) {
    return <LoadFailed message={SAVED_SEARCH_MESSAGES.savedSearchesLoadFailed} onRetry={() => saved.send({ type: 'savedSearches.retryClicked' })} className="settings-list__note" />;
  }
  if (!searches.length) return <p className="settings-list__note">{SAVED_SEARCH_MESSAGES.noSavedSearches}</p>;
  return (
    <ul className="settings-list" aria-label={SAVED_SEARCH_MESSAGES.savedSearchesTitle} data-scope="saved-searches" data-part="list">
      {searches.map((search) => (
        <SavedSearchItem key={search.id} saved={saved} search={search} />
      ))}
    </ul>
  );
}

function SavedSearchItem({ saved, search }: { saved: SavedSearchesActorRef; search: SavedSearch }) {
  const busy = useSelector(saved, selectBusySearch) === search.id;
  const canChange = useSelector(saved, selectCanChangeSaved);
  return (
    <li className="settings-list__item" data-scope="saved-searches" data-part="item" data-name={search.name}>
      <span className="settings-list__details">
        <Link to={savedSearchHref(search.query)} className="settings-list__title">
          {search.name}
        </Link>
        <span className="settings-list__meta">{savedSearchSummary(search.query)}</span>
      </span>
      <ToggleSwitch
        label={`Alerts for ${search.name}`}
        on={search.alerts}
        disabled={!canChange}
        onFlip={() => saved.send({ type: 'savedSearches.alertsToggled', id: search.id, alerts: !search.alerts })}
        part="saved-search-alerts"
      />
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Delete saved search ${search.name}`}
        disabled={!canChange}
        aria-busy={busy || undefined}
        onClick={() => saved.send({ type: 'savedSearches.deleteClicked', id: search.id })}
        data-scope="saved-searches"
        data-part="delete"
      >
        Delete
      </button>
    </li>
  );
}
