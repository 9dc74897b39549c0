import { useSelector } from '@xstate/react';
import { LocateFixed, MapIcon } from 'lucide-react';
import { MESSAGES } from '../../../../contract/constants';
import { selectIsLocating, selectLocationError, type LocationActorRef } from '../../../../machines/location';
import { selectCoordinates, selectStoreMessage, type StoreSetupActorRef } from '../../../../machines/storeSetup';

const COORDINATE_DIGITS = 5;

/** Use Current Location, the map selector (coming soon) and what the form knows of the store's coordinates. */
export function LocationControls({ store, location, disabled }: { store: StoreSetupActorRef; location: LocationActorRef; disabled: boolean }) {
  const locating = useSelector(location, selectIsLocating);
  const locationError = useSelector(location, selectLocationError);
  return (
    <div className="store-location" data-scope="store" data-part="location">
      <div className="store-location__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || locating}
          aria-busy={locating || undefined}
          onClick={() => location.send({ type: 'location.requested' })}
          data-scope="store"
          data-part="current-location"
        >
          <LocateFixed /> {locating ? 'Getting location...' : 'Use Current Location'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => store.send({ type: 'mapSelector.clicked' })}
          data-scope="store"
          data-part="map-selector"
        >
          <MapIcon /> Select on Map
        </button>
      </div>
      {locationError ? (
        <p className="field__error" role="alert" data-scope="store" data-part="location-error">
          {locationError}
        </p>
      ) : null}
      <CoordinatesCheck store={store} />
    </div>
  );
}

function CoordinatesCheck({ store }: { store: StoreSetupActorRef }) {
  const coordinates = useSelector(store, selectCoordinates);
  const invalid = useSelector(store, selectStoreMessage('coordinates'));
  if (invalid) {
    return (
      <p className="store-location__coordinates store-location__coordinates--invalid" role="alert" data-scope="store" data-part="coordinates">
        {MESSAGES.invalidStoreCoordinates}
      </p>
    );
  }
  return (
    <p className="store-location__coordinates" data-set={coordinates ? '' : undefined} data-scope="store" data-part="coordinates">
      {coordinates
        ? `Location set: ${coordinates.latitude.toFixed(COORDINATE_DIGITS)}, ${coordinates.longitude.toFixed(COORDINATE_DIGITS)}`
        : MESSAGES.coordinatesMissing}
    </p>
  );
}
