import { MapPin } from '../../components/icons';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/links';
import { readFeedInput, feedMachine, type FeedActorRef } from '../../../machines/feed';
import { firstFilterContext } from '../../../machines/filter/filter.rules';
import { firstFilterView } from '../../../machines/filter/filter.selectors';
import type { FilterInput } from '../../../machines/filter/filter.types';
import { filterAndSearchLink } from '../../../machines/listingSearch/listingSearch.link';
import { firstSearchContext, searchQueryOf } from '../../../machines/listingSearch/listingSearch.rules';
import { firstSearchView } from '../../../machines/listingSearch/listingSearch.selectors';
import type { KnownLocation, ListingSearchInput } from '../../../machines/listingSearch/listingSearch.types';
import { selectCurrentUser, selectIsSignedIn, selectUsername, type AuthSnapshot } from '../../../machines/auth';
import { useAuthSelector } from '../../app/AppActor';
import { afterPageLoad } from '../../app/afterPageLoad';
import { lazyComponent } from '../../app/lazyComponent';
import { lazyPart } from '../../app/lazyPart';
import { useLateScreenActor } from '../../app/useLateScreenActor';
import { useScreenActor } from '../../app/useScreenActor';
import { AdSlot, AdSlotForScreen, usePageTitle } from '../../components';
import '../../styles/marketplace.css';
import { useActorToasts } from '../../app/useActorToasts';
import { PostShadowScope } from '../post/PostShadow';
import { FeedLayoutToggle } from './FeedLayoutToggle';
import { FeedList } from './FeedList';
import { FilterPanel, FilterToggle } from './FilterPanel';
import { filterLogic, listingSearchLogic } from './lateMachines';
import { ListingSearchBar } from './ListingSearchBar';
import { searchFromAddress, searchKeyOf } from './savedSearchParams';
import { LookupsProvider } from './LookupsProvider';
import { POST_ID_PARAM, postIdFrom } from './postIdParam';
import { useFeedLayout } from './useFeedLayout';
import { isNarrowScreen, useReportNarrowScreen } from './useNarrowScreen';
import { useReportCurrentCity } from './useReportCurrentCity';

export const MARKETPLACE_TITLE = 'Marketplace';

// For signed-in users only (vendors post, the others see nothing): not part of what the first render of / waits for.
const CreatePostBar = lazyPart(() => import('./CreatePostBar'), (module) => module.CreatePostBar);
// Save search beside the listing search: not part of what the first render of / waits for.
const SaveSearchControl = lazyPart(() => import('./SaveSearchControl'), (module) => module.SaveSearchControl);
// Under the search box once a page has come: not part of what the first render of / waits for.
const SearchResultsSummary = lazyPart(() => import('./SearchResultsSummary'), (module) => module.SearchResultsSummary);
// Signed-in users only, beside the feed: not part of what the first render of / waits for.
const FollowSuggestions = lazyPart(() => import('./FollowSuggestions'), (module) => module.FollowSuggestions);

// The popup (comments, sharing, the seller's actions) loads when a post is first opened.
const PostPopup = lazyComponent(() => import('../post/PostPopup'), (module) => module.PostPopup);

/** The marketplace feed page (/): filters, the create-post bar, the feed, suggestions or an ad, and the post popup. */
export function MarketplaceScreen() {
  usePageTitle(MARKETPLACE_TITLE);
  return (
    <LookupsProvider>
      {/* The feed cards and the popup over them show one like and one comment count per post. */}
      <PostShadowScope>
        <MarketplaceForSearch />
      </PostShadowScope>
    </LookupsProvider>
  );
}

/** A search from the navbar (?q=) or a saved search's alert starts the page afresh with it: its feed, filters and search box. */
function MarketplaceForSearch() {
  const [params] = useSearchParams();
  return <Marketplace key={searchKeyOf(params)} />;
}

function Marketplace() {
  const signedIn = useAuthSelector(selectIsSignedIn);
  const currentCity = useAuthSelector(selectCurrentCity);
  const [searchParams] = useSearchParams();
  const [given] = useState(() => searchFromAddress(searchParams));
  const location = useAuthSelector(selectLastKnownLocation);
  const [filterInput] = useState((): FilterInput => ({ narrow: isNarrowScreen(), currentCity, query: given.filters }));
  const [searchInput] = useState((): ListingSearchInput => ({ text: given.text, location, ...(given.sort ? { sort: given.sort } : {}) }));
  const [first] = useState(() => ({ filter: firstFilterView(filterInput), search: firstSearchView(searchInput) }));
  // Neither machine is needed to draw the page (the address's search and filters reach the feed without them): a
  // wide screen's open panel asks for its machine at once, a phone's with its first tap or once the page has
  // loaded; the search's comes with the box's first focus or once the page has loaded.
  const filter = useLateScreenActor(filterLogic, { input: filterInput }, first.filter.open ? (load) => load() : afterPageLoad);
  const search = useLateScreenActor(listingSearchLogic, { input: searchInput }, afterPageLoad);
  // The feed hears the filter panel and the search box as one: each applies with what the other chose.
  const [link] = useState(() =>
    filterAndSearchLink(filter, search, searchQueryOf(firstSearchContext(searchInput)), firstFilterContext(filterInput).query),
  );
  const [feedInput] = useState(() => ({ ...readFeedInput(), filter: link }));
  const feed = useScreenActor(feedMachine, { input: feedInput });
  const [layout, setLayout] = useFeedLayout();
  useActorToasts(filter);
  useReportNarrowScreen(filter);
  useReportCurrentCity(filter, currentCity);

  return (
    <div className="marketplace" data-scope="marketplace" data-part="root">
      <header className="marketplace__header">
        <div className="marketplace__heading">
          <h1 className="marketplace__title">{MARKETPLACE_TITLE}</h1>
          <p className="marketplace__lead">Products and services from vendors near you.</p>
          <Link to="/nearby" className="marketplace__near-me" data-scope="marketplace" data-part="near-me">
            <MapPin /> Near me
          </Link>
        </div>
        <div className="marketplace__tools">
          <FeedLayoutToggle layout={layout} onChange={setLayout} />
          <FilterToggle filter={filter} first={first.filter} />
        </div>
      </header>
      <div className="marketplace__top-ad">
        <AdSlotForScreen phone="mobile" wide="leaderboard" label="Advertisement, top" />
      </div>
      <div className="marketplace__layout">
        <FilterPanel filter={filter} first={first.filter} />
        <section className="marketplace__feed" aria-label="Marketplace feed">
          {signedIn ? (
            <Suspense fallback={null}>
              <CreatePostBar.Component />
            </Suspense>
          ) : null}
          <div>
            <ListingSearchBar search={search} first={first.search}>
              <Suspense fallback={null}>
                <SaveSearchControl.Component shownQuery={link.shownQuery} />
              </Suspense>
            </ListingSearchBar>
            <Suspense fallback={null}>
              <SearchResultsSummary.Component pages={link.pages} />
            </Suspense>
          </div>
          <FeedList feed={feed} layout={layout} />
        </section>
        <div className="marketplace__side">{signedIn ? <SignedInSide /> : <AdSlot size="sidebar" label="Advertisement, side" />}</div>
      </div>
      <PostPopupFromQuery feed={feed} />
    </div>
  );
}

const selectCurrentCity = (snapshot: AuthSnapshot): string => {
  const user = selectCurrentUser(snapshot);
  return user?.city || user?.profile.city || '';
};

/** The signed-in user's last known position: with it, results can be sorted nearest first. */
const selectLastKnownLocation = (snapshot: AuthSnapshot): KnownLocation | null => {
  const user = selectCurrentUser(snapshot);
  const [lat, lng] = [user?.last_known_latitude, user?.last_known_longitude];
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
};

function SignedInSide() {
  const username = useAuthSelector(selectUsername);
  return (
    <Suspense fallback={null}>
      <FollowSuggestions.Component username={username} />
    </Suspense>
  );
}

/** ?postId= opens the post popup over the feed; closing it removes the parameter. */
function PostPopupFromQuery({ feed }: { feed: FeedActorRef }) {
  const [params, setParams] = useSearchParams();
  const postId = postIdFrom(params);
  if (postId === null) return null;
  const close = () =>
    setParams((current) => {
      current.delete(POST_ID_PARAM);
      return current;
    });
  const leaveFeed = (type: 'feed.postHidden' | 'feed.postDeleted') => (id: number) => {
    feed.send({ type, postId: id });
    close();
  };
  return (
    <Suspense fallback={null}>
      <PostPopup.Component
        postId={postId}
        onClose={close}
        onHidden={leaveFeed('feed.postHidden')}
        onDeleted={leaveFeed('feed.postDeleted')}
        onChanged={(post) => feed.send({ type: 'feed.postChanged', post })}
      />
    </Suspense>
  );
}
