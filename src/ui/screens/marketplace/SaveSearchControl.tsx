import { useSelector } from '@xstate/react';
import { BellPlus } from '../../components/icons';
import { useId } from 'react';
import { Link } from '../../components/links';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '../../../contract';
import { selectIsSignedIn } from '../../../machines/auth';
import type { FeedFilterQuery } from '../../../machines/filter';
import {
  saveSearchMachine,
  savedQueryFrom,
  selectSaveError,
  selectSaveFormOpen,
  selectSaveName,
  selectSaving,
  selectSignInAsked,
  type SaveSearchActorRef,
} from '../../../machines/saveSearch';
import { useAuthSelector } from '../../app/AppActor';
import { useActorToasts } from '../../app/useActorToasts';
import { useScreenActor } from '../../app/useScreenActor';

/** `shownQuery`: the filters and the search the feed shows now. */
type Props = { shownQuery: () => FeedFilterQuery };

/** Save search beside the listing search: names the search and filters the feed shows now; a visitor is asked to log in. */
export function SaveSearchControl(props: Props) {
  const signedIn = useAuthSelector(selectIsSignedIn);
  // Signing in or out starts it afresh.
  return <SaveSearchFor key={String(signedIn)} signedIn={signedIn} {...props} />;
}

function SaveSearchFor({ shownQuery, signedIn }: Props & { signedIn: boolean }) {
  const save = useScreenActor(saveSearchMachine, { input: { signedIn } });
  useActorToasts(save);
  const open = () => {
    save.send({ type: 'save.clicked', query: savedQueryFrom(shownQuery()) });
  };
  return (
    <div className="save-search" data-scope="save-search" data-part="root">
      <button type="button" className="button button--secondary save-search__open" onClick={open} data-scope="save-search" data-part="open">
        <BellPlus aria-hidden="true" /> <span className="save-search__label">{SAVED_SEARCH_MESSAGES.saveSearch}</span>
      </button>
      <SignInAsked save={save} />
      <SaveSearchForm save={save} />
    </div>
  );
}

function SignInAsked({ save }: { save: SaveSearchActorRef }) {
  if (!useSelector(save, selectSignInAsked)) return null;
  return (
    <p className="save-search__sign-in" role="status" data-scope="save-search" data-part="sign-in">
      {SAVED_SEARCH_MESSAGES.logInToSaveSearch}{' '}
      <Link to="/login">Log in</Link>
      <button type="button" className="button button--secondary" onClick={() => save.send({ type: 'save.cancelled' })}>
        Not now
      </button>
    </p>
  );
}

function SaveSearchForm({ save }: { save: SaveSearchActorRef }) {
  const nameId = useId();
  const open = useSelector(save, selectSaveFormOpen);
  const name = useSelector(save, selectSaveName);
  const error = useSelector(save, selectSaveError);
  const saving = useSelector(save, selectSaving);
  if (!open) return null;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.send({ type: 'save.submitted' });
  };
  return (
    <form className="save-search__form" aria-label={SAVED_SEARCH_MESSAGES.saveSearch} onSubmit={submit} noValidate data-scope="save-search" data-part="form">
      <label htmlFor={nameId}>{SAVED_SEARCH_MESSAGES.savedSearchNameLabel}</label>
      <input
        id={nameId}
        className="user-search__input save-search__name"
        value={name}
        maxLength={SAVED_SEARCH_LIMITS.nameMax * 2}
        disabled={saving}
        aria-invalid={error ? true : undefined}
        onChange={(event) => save.send({ type: 'save.nameChanged', name: event.target.value })}
        data-scope="save-search"
        data-part="name"
      />
      {error ? (
        <p role="alert" className="save-search__error" data-scope="save-search" data-part="error">
          {error}
        </p>
      ) : null}
      <div className="save-search__actions">
        <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined} data-scope="save-search" data-part="submit">
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={() => save.send({ type: 'save.cancelled' })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
