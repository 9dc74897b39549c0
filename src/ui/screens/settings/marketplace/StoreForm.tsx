import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { LIMITS, MESSAGES } from '../../../../contract/constants';
import type { AddressSearchActorRef } from '../../../../machines/addressSearch';
import {
  selectCityNames,
  selectCountryCode,
  selectCountryNames,
  selectIsLoadingCities,
  selectIsNewStore,
  selectIsSavingStore,
  selectIsStoreCreated,
  selectStateNames,
  selectStoreFailure,
  selectStoreMessage,
  selectStoreValue,
  storeSetupMachine,
  type EditableStoreField,
  type StoreSetupActorRef,
  type StoreSetupInput,
} from '../../../../machines/storeSetup';
import { useScreenActor } from '../../../app/useScreenActor';
import { SubmitButton, TextField } from '../../../components';
import { usePlaceFinders } from '../../../components/usePlaceFinders';
import { useActorToasts, useActorToastWithdrawals } from '../../../app/useActorToasts';
import { useEmitted } from '../../createPost/useEmitted';
import { useReloadsCurrentUser } from '../currentUser';
import { AddressSearchField } from './AddressSearchField';
import { LocationControls } from './LocationControls';
import { namesAsOptions, SelectField } from './SelectField';

type StoreProps = { store: StoreSetupActorRef; disabled: boolean };

/**
 * The store form, for a new store (Create Store) and an existing one (Save Changes). The address field
 * suggests places; the current location fills the coordinates; both pass what they find to the form.
 */
export function StoreForm({ input, label }: { input: StoreSetupInput; label: string }) {
  const store = useScreenActor(storeSetupMachine, { input });
  const { location, search } = usePlaceFinders({ reportToServer: true });
  useActorToasts(store);
  useActorToastWithdrawals(store);
  useReloadsCurrentUser(store);
  useEmitted(location, 'location.found', ({ fix }) => store.send({ type: 'location.found', fix }));
  useEmitted(location, 'location.placeFound', ({ place }) => store.send({ type: 'location.placeFound', place }));
  useEmitted(search, 'address.selected', ({ suggestion }) => store.send({ type: 'address.selected', suggestion }));

  const busy = useSelector(store, selectIsSavingStore);
  const isNew = useSelector(store, selectIsNewStore);
  const failure = useSelector(store, selectStoreFailure);
  const created = useSelector(store, selectIsStoreCreated);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    store.send({ type: 'form.submitted' });
  };
  return (
    <form className="form store-form" noValidate onSubmit={submit} aria-label={label} data-scope="store" data-part="form">
      <StoreText store={store} disabled={busy} field="biz_name" label="Business name *" autoComplete="organization" />
      <StoreText store={store} disabled={busy} field="reg_no" label="Registration number (optional)" />
      <StoreText store={store} disabled={busy} field="biz_phone" label="Business phone *" type="tel" autoComplete="tel" />
      <RegionSelects store={store} disabled={busy} />
      <AddressInput store={store} search={search} disabled={busy} />
      <LocationControls store={store} location={location} disabled={busy} />
      <RadiusSelect store={store} disabled={busy} />
      {failure ? (
        <p className="form__alert" role="alert" data-scope="store" data-part="failure">
          {failure}
        </p>
      ) : null}
      {created ? (
        <p className="store-form__created" role="status" data-scope="store" data-part="created">
          {MESSAGES.storeCreatedReloading}
        </p>
      ) : null}
      <SubmitButton busy={busy} disabled={created} busyLabel={isNew ? 'Creating...' : MESSAGES.updating}>
        {isNew ? 'Create Store' : 'Save Changes'}
      </SubmitButton>
    </form>
  );
}

type TextProps = StoreProps & { field: EditableStoreField; label: string; type?: string; autoComplete?: string };

function StoreText({ store, disabled, field, label, type = 'text', autoComplete }: TextProps) {
  const value = useSelector(store, selectStoreValue(field));
  const error = useSelector(store, selectStoreMessage(field));
  return (
    <TextField
      label={label}
      name={field}
      type={type}
      autoComplete={autoComplete}
      disabled={disabled}
      value={value}
      error={error}
      onValueChange={(next) => store.send({ type: 'field.changed', field, value: next })}
      onBlur={() => store.send({ type: 'field.blurred', field })}
    />
  );
}

function RegionSelects({ store, disabled }: StoreProps) {
  const country = useSelector(store, selectStoreValue('biz_country'));
  const state = useSelector(store, selectStoreValue('biz_state'));
  const city = useSelector(store, selectStoreValue('biz_city'));
  const countries = useSelector(store, selectCountryNames);
  const states = useSelector(store, selectStateNames);
  const cities = useSelector(store, selectCityNames);
  const loadingCities = useSelector(store, selectIsLoadingCities);
  return (
    <div className="form__row store-form__region">
      <SelectField
        label="Country"
        name="biz_country"
        value={country}
        options={namesAsOptions(countries)}
        placeholder="Select a country"
        disabled={disabled}
        onValueChange={(value) => store.send({ type: 'country.changed', value })}
      />
      <SelectField
        label="State"
        name="biz_state"
        value={state}
        options={namesAsOptions(states)}
        placeholder="Select a state"
        disabled={disabled || !country}
        onValueChange={(value) => store.send({ type: 'state.changed', value })}
      />
      <SelectField
        label="City"
        name="biz_city"
        value={city}
        options={namesAsOptions(cities)}
        placeholder={loadingCities ? 'Loading cities...' : 'Select a city'}
        disabled={disabled || !state}
        onValueChange={(value) => store.send({ type: 'field.changed', field: 'biz_city', value })}
      />
    </div>
  );
}

function AddressInput({ store, search, disabled }: StoreProps & { search: AddressSearchActorRef }) {
  const value = useSelector(store, selectStoreValue('biz_address'));
  const error = useSelector(store, selectStoreMessage('biz_address'));
  const countryCode = useSelector(store, selectCountryCode);
  return (
    <AddressSearchField
      label="Business address *"
      name="biz_address"
      value={value}
      search={search}
      countryCode={countryCode}
      error={error}
      disabled={disabled}
      placeholder="Start typing your street, area or city"
      onValueChange={(next) => store.send({ type: 'field.changed', field: 'biz_address', value: next })}
    />
  );
}

function RadiusSelect({ store, disabled }: StoreProps) {
  const value = useSelector(store, selectStoreValue('operational_radius'));
  const error = useSelector(store, selectStoreMessage('operational_radius'));
  const options = LIMITS.serviceRadiusOptionsKm.map((km) => ({ value: String(km), label: `${km} km` }));
  return (
    <SelectField
      label="Service radius"
      name="operational_radius"
      value={value}
      options={options}
      error={error}
      disabled={disabled}
      onValueChange={(next) => store.send({ type: 'field.changed', field: 'operational_radius', value: next })}
    />
  );
}
