import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectQuery, type AddressSearchActorRef } from '../../../machines/addressSearch';
import { selectCurrentUser, selectIsSignedIn, type AuthSnapshot } from '../../../machines/auth';
import { selectIsLocating, type LocationActorRef } from '../../../machines/location';
import { nearbyMachine, selectLocationProblem, selectOrigin, type NearbyActorRef } from '../../../machines/nearby';
import { useAuthSelector } from '../../app/AppActor';
import { useScreenActor } from '../../app/useScreenActor';
import { usePageTitle } from '../../components';
import { CurrentLocationButton } from '../../components/CurrentLocationButton';
import { usePlaceFinders } from '../../components/usePlaceFinders';
import '../../styles/nearby.css';
import { useEmitted } from '../createPost/useEmitted';
import { AddressSearchField } from '../settings/marketplace/AddressSearchField';
import { NearbyResults } from './NearbyResults';
import { RadiusChoice } from './RadiusChoice';

export const NEARBY_TITLE = 'Near me';
export const CURRENT_LOCATION_LABEL = 'your current location';

const selectProfileCity = (snapshot: AuthSnapshot): string => {
  const user = selectCurrentUser(snapshot);
  return user?.city || user?.profile.city || '';
};

/** /nearby: vendors and products around the user (the browser's position, else the profile city or a place picked). */
export function NearbyScreen() {
  usePageTitle(NEARBY_TITLE);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const profileCity = useAuthSelector(selectProfileCity);
  const nearby = useScreenActor(nearbyMachine, { input: { profileCity } });
  useReportProfileCity(nearby, profileCity);
  const { location, search } = usePlaceFinders({ reportToServer: signedIn, requestAtStart: true });
  useEmitted(location, 'location.found', ({ fix }) =>
    nearby.send({ type: 'origin.found', origin: { latitude: fix.latitude, longitude: fix.longitude, label: CURRENT_LOCATION_LABEL } }),
  );
  useEmitted(location, 'location.failed', ({ message }) => nearby.send({ type: 'location.failed', message }));
  useEmitted(search, 'address.selected', ({ suggestion }) =>
    nearby.send({ type: 'origin.found', origin: { latitude: suggestion.lat, longitude: suggestion.lon, label: suggestion.display_name } }),
  );

  return (
    <div className="nearby" data-scope="nearby" data-part="root">
      <header className="nearby__header">
        <h1 className="nearby__title">{NEARBY_TITLE}</h1>
        <p className="nearby__lead">Vendors and products close to you, nearest first.</p>
      </header>
      <section className="nearby__controls" aria-label="Where to look" data-scope="nearby" data-part="controls">
        <OriginLine nearby={nearby} location={location} />
        <PlacePicker search={search} />
        <RadiusChoice nearby={nearby} />
      </section>
      <NearbyResults nearby={nearby} />
    </div>
  );
}

/** Tells the nearby actor the profile city when the user's details bring or change it (the first one is its input). */
function useReportProfileCity(nearby: NearbyActorRef, city: string): void {
  const reported = useRef(city);
  useEffect(() => {
    if (reported.current === city) return;
    reported.current = city;
    nearby.send({ type: 'profile.cityKnown', city });
  }, [nearby, city]);
}

function OriginLine({ nearby, location }: { nearby: NearbyActorRef; location: LocationActorRef }) {
  const origin = useSelector(nearby, selectOrigin);
  const problem = useSelector(nearby, selectLocationProblem);
  const locating = useSelector(location, selectIsLocating);
  return (
    <div className="nearby__origin">
      <p className="nearby__origin-text" aria-live="polite" data-scope="nearby" data-part="origin">
        {origin ? `Showing results near ${origin.label}.` : locating ? 'Finding your location...' : 'Choose where to look.'}
      </p>
      {problem && origin?.label !== CURRENT_LOCATION_LABEL ? (
        <p className="nearby__problem" role="alert" data-scope="nearby" data-part="location-problem">
          {problem}
        </p>
      ) : null}
      <CurrentLocationButton location={location} label="Use my location" scope="nearby" part="use-location" />
    </div>
  );
}

function PlacePicker({ search }: { search: AddressSearchActorRef }) {
  const query = useSelector(search, selectQuery);
  return (
    <AddressSearchField
      label="Or search a city or address"
      name="nearby_place"
      value={query}
      search={search}
      placeholder="e.g. Ikeja, Lagos"
      // The search actor keeps the text itself.
      onValueChange={() => undefined}
    />
  );
}
