import { useSelector } from '@xstate/react';
import { MapIcon } from '../../../components/icons';
import { MESSAGES } from '../../../../contract/constants';
import { selectLocationError, type LocationActorRef } from '../../../../machines/location';
import { selectCoordinates, selectStoreMessage, type StoreSetupActorRef } from '../../../../machines/storeSetup';
import { CurrentLocationButton } from '../../../components/CurrentLocationButton';

const COORDINATE_DIGITS = 5;

/** Use Current Location, the map selector (coming soon) and what the form knows of the store's coordinates. */
export function LocationControls({ store, location, disabled }: { store: StoreSetupActorRef; location: LocationActorRef; disabled: boolean }) {
  const locationError = useSelector(location, selectLocationError);
  return (
    <div className="store-location" data-scope="store" data-part="location">
      <div className="store-location__actions">
        <CurrentLocationButton location={location} label="Use Current Location" disabled={disabled} scope="store" part="current-location" />
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
