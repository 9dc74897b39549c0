import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { reloadPage } from '../../src/services/posts';
import { IKEJA, savedStore } from '../fixtures/store';
import { renderApp } from './routes.render';
import { browserGeolocation, clearToasts, findToast, storeServer, type StoreAnswerer } from './store.render';

vi.mock(import('../../src/services/posts'), async (original) => ({ ...(await original()), reloadPage: vi.fn() }));

const SEARCH_WAIT = { timeout: DURATIONS.addressSearchDebounce + 2000 };

async function openStoreSettings(overrides = {}, answer?: StoreAnswerer) {
  const fake = storeServer(overrides, answer);
  const view = renderApp('/settings/marketplace');
  await screen.findByRole('heading', { level: 1, name: 'Marketplace' });
  return { ...fake, ...view };
}

const form = (name: string) => screen.getByRole('form', { name });
const field = (formName: string, label: string) => within(form(formName)).getByLabelText(label);

afterEach(async () => {
  browserGeolocation(null);
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
  await clearToasts();
});

describe('/settings/marketplace without a store', () => {
  it('sends a visitor to /login, remembering the page', async () => {
    const { router } = renderApp('/settings/marketplace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/settings/marketplace', search: '', hash: '' } });
  });

  it('asks to set up a store, and refuses an empty form in the spec words', async () => {
    const { user, sent } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    expect(screen.getByRole('heading', { name: 'SETUP A STORE' })).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(document.title).toMatch(/^Settings/);
    expect(field('Create Store', 'Business phone *')).toHaveValue('+2348012345678');
    await user.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(within(form('Create Store')).getByText(MESSAGES.businessNameRequired)).toBeInTheDocument();
    expect(within(form('Create Store')).getByText(MESSAGES.businessAddressRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates the store from a picked address suggestion, then reloads 1.5 s later', async () => {
    const reload = vi.mocked(reloadPage);
    const { user, sent } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    await user.type(field('Create Store', 'Business name *'), 'Mama Nkechi Foods');
    await user.type(field('Create Store', 'Business address *'), 'Ikej');
    await user.click(await screen.findByRole('option', { name: /Ikeja, Lagos, Nigeria/ }, SEARCH_WAIT));
    expect(field('Create Store', 'Business address *')).toHaveValue('Ikeja, Lagos, Nigeria');
    expect(field('Create Store', 'City')).toHaveValue('Ikeja');
    expect(screen.getByText('Location set: 6.60180, 3.35150')).toBeInTheDocument();
    expect(await findToast(MESSAGES.addressSelected)).toBeInTheDocument();
    await user.selectOptions(field('Create Store', 'Service radius'), '20');
    await user.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await within(form('Create Store')).findByText(MESSAGES.storeCreatedReloading)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Store' })).toBeDisabled();
    expect(sent).toEqual([
      {
        vendorDetails: {
          marketname: 'Mama Nkechi Foods',
          reg_number: '',
          phone: '+2348012345678',
          address: 'Ikeja, Lagos, Nigeria',
          city: 'Ikeja',
          state: 'Lagos',
          country: 'Nigeria',
        },
        vendor_location: { latitude: IKEJA.lat, longitude: IKEJA.lon, operational_radius: '20' },
      },
    ]);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: DURATIONS.storeCreatedReload + 1000 });
  });

  it('offers the suggestions as a combobox: arrow keys highlight one, Enter picks it, Escape closes the list', async () => {
    const { user } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    const address = within(form('Create Store')).getByRole('combobox', { name: 'Business address *' });
    expect(address).toHaveAttribute('aria-expanded', 'false');
    await user.type(address, 'Nigeria');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' }, SEARCH_WAIT);
    expect(address).toHaveAttribute('aria-expanded', 'true');
    expect(address).toHaveAttribute('aria-controls', list.id);
    const [ikeja, portHarcourt] = within(list).getAllByRole('option');
    expect(address).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(address).toHaveAttribute('aria-activedescendant', ikeja?.id);
    expect(ikeja).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(address).toHaveAttribute('aria-activedescendant', ikeja?.id);
    await user.keyboard('{ArrowUp}');
    expect(address).toHaveAttribute('aria-activedescendant', portHarcourt?.id);
    expect(portHarcourt).toHaveAttribute('aria-selected', 'true');
    expect(ikeja).toHaveAttribute('aria-selected', 'false');
    expect(address).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(address).toHaveValue('Port Harcourt, Rivers, Nigeria');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(address).toHaveAttribute('aria-expanded', 'false');
    expect(address).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByText(MESSAGES.businessNameRequired)).not.toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'Ikeja');
    await screen.findByRole('listbox', { name: 'Address suggestions' }, SEARCH_WAIT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(address).toHaveAttribute('aria-expanded', 'false');
  }, 20_000);

  it('suggests addresses in the chosen country only: the search carries its code', async () => {
    const { user, searches } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    await waitFor(() => expect(within(field('Create Store', 'Country')).getByRole('option', { name: 'Ghana' })).toBeInTheDocument());
    await user.type(field('Create Store', 'Business address *'), 'Ikej');
    await screen.findByRole('option', { name: /Ikeja, Lagos, Nigeria/ }, SEARCH_WAIT);
    expect(searches.at(-1)?.get('countrycodes')).toBe('ng');

    await user.selectOptions(field('Create Store', 'Country'), 'Ghana');
    await user.clear(field('Create Store', 'Business address *'));
    await user.type(field('Create Store', 'Business address *'), 'Accra');
    await waitFor(() => expect(searches.at(-1)?.get('q')).toBe('Accra'), SEARCH_WAIT);
    expect(searches.at(-1)?.get('countrycodes')).toBe('gh');
  }, 20_000);

  it('locates a typed address on save, or says what to do when it cannot', async () => {
    const { user, sent, searches } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    await user.type(field('Create Store', 'Business name *'), 'Mama Nkechi Foods');
    await user.type(field('Create Store', 'Business address *'), '5 Unknown Close');
    await user.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await within(form('Create Store')).findByText(MESSAGES.addressNotLocated)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(field('Create Store', 'Business address *'));
    await user.type(field('Create Store', 'Business address *'), '12 Allen Avenue, Port Harcourt');
    await user.click(screen.getByRole('button', { name: 'Create Store' }));
    expect(await findToast(MESSAGES.addressValidated)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ vendor_location: { latitude: 4.8156, longitude: 7.0498 } });
    expect(searches.some((query) => query.get('limit') === '1')).toBe(true);
  });

  it('clears the state and city with a new country, and the city with a new state', async () => {
    const { user } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    await waitFor(() => expect(within(field('Create Store', 'City')).getByRole('option', { name: 'Lekki' })).toBeInTheDocument());
    await user.selectOptions(field('Create Store', 'City'), 'Lekki');
    await user.selectOptions(field('Create Store', 'State'), 'Rivers');
    expect(field('Create Store', 'City')).toHaveValue('');
    await waitFor(() => expect(within(field('Create Store', 'City')).getByRole('option', { name: 'Port Harcourt' })).toBeInTheDocument());
    await user.selectOptions(field('Create Store', 'Country'), 'Ghana');
    expect(field('Create Store', 'State')).toHaveValue('');
    expect(field('Create Store', 'City')).toHaveValue('');
    // Ghana's states load once it is chosen (the list comes with the store's country's states only).
    expect(await within(field('Create Store', 'State')).findByRole('option', { name: 'Greater Accra' })).toBeInTheDocument();
  });

  it('fills the coordinates and the place from the current location, and saves it as the last known one', async () => {
    browserGeolocation({ latitude: 6.6018, longitude: 3.3515 });
    const { user, locations } = await openStoreSettings({ city: '', state: '', profile: { phone: '+2348012345678', city: '', state: '', profileimg: '' } });
    await screen.findByRole('form', { name: 'Create Store' });
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(await screen.findByText('Location set: 6.60180, 3.35150')).toBeInTheDocument();
    await waitFor(() => expect(field('Create Store', 'City')).toHaveValue('Ikeja'));
    expect(field('Create Store', 'State')).toHaveValue('Lagos');
    expect(field('Create Store', 'Business address *')).toHaveValue('Ikeja, Lagos, Nigeria');
    expect(await screen.findByText(MESSAGES.locationUpdated)).toBeInTheDocument();
    expect(locations).toMatchObject([{ latitude: 6.6018, longitude: 3.3515 }]);
  });

  it('says why there is no current location', async () => {
    browserGeolocation({ code: 1 });
    const { user } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    await user.click(screen.getByRole('button', { name: 'Use Current Location' }));
    expect(await within(form('Create Store')).findByText(MESSAGES.locationDeniedDesktop)).toBeInTheDocument();
    browserGeolocation(null);
  });

  it('says the map selector is coming soon', async () => {
    const { user } = await openStoreSettings();
    await screen.findByRole('form', { name: 'Create Store' });
    await user.click(screen.getByRole('button', { name: /Select on Map/ }));
    expect(await screen.findByText(MESSAGES.mapSelectorComingSoon)).toBeInTheDocument();
  });
});

describe('/settings/marketplace with a store', () => {
  const withStore = { market_info: savedStore() };

  it('shows the vendor details, bank details, verification (coming soon) and the switches', async () => {
    await openStoreSettings(withStore);
    await screen.findByRole('form', { name: 'Vendor Details' });
    expect(field('Vendor Details', 'Business name *')).toHaveValue('Mama Nkechi Foods');
    expect(field('Vendor Details', 'Service radius')).toHaveValue('20');
    expect(screen.getByText('Location set: 6.60180, 3.35150')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    const verification = screen.getByRole('region', { name: 'Verification Badge' });
    expect(within(verification).getByText('Coming soon')).toBeInTheDocument();
    expect(within(verification).getByRole('button', { name: 'Request Verification' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Allow comments' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Display phone number' })).toHaveAttribute('aria-checked', 'false');
  });

  it('saves the details, says so and reloads the current user at once', async () => {
    const { user, sent, loads } = await openStoreSettings(withStore);
    await screen.findByRole('form', { name: 'Vendor Details' });
    const before = loads();
    await user.clear(field('Vendor Details', 'Business name *'));
    await user.type(field('Vendor Details', 'Business name *'), 'Nkechi Kitchen');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.updatedSuccessfully)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ vendorDetails: { marketname: 'Nkechi Kitchen' }, vendor_location: { latitude: 6.6018, longitude: 3.3515 } });
    await waitFor(() => expect(loads()).toBe(before + 1));
  });

  it("shows the server's words when a save is refused", async () => {
    const refuse: StoreAnswerer = () => HttpResponse.json({ message: 'Enter a valid phone number' }, { status: 400 });
    const { user } = await openStoreSettings(withStore, refuse);
    await screen.findByRole('form', { name: 'Vendor Details' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(form('Vendor Details')).findByText('Enter a valid phone number')).toBeInTheDocument();
  });

  it('checks the bank details and saves them', async () => {
    const { user, sent } = await openStoreSettings(withStore);
    await screen.findByRole('form', { name: 'Bank Details' });
    await user.click(within(form('Bank Details')).getByRole('button', { name: 'Save Bank Details' }));
    expect(within(form('Bank Details')).getAllByText(MESSAGES.bankDetailsRequired)).toHaveLength(3);
    await user.type(field('Bank Details', 'Bank name *'), 'GTBank');
    await user.type(field('Bank Details', 'Account name *'), 'Nkechi Obi');
    await user.type(field('Bank Details', 'Account number *'), '01234');
    expect(within(form('Bank Details')).getByText(MESSAGES.accountNumberDigits)).toBeInTheDocument();
    await user.type(field('Bank Details', 'Account number *'), '56789');
    await user.click(within(form('Bank Details')).getByRole('button', { name: 'Save Bank Details' }));
    expect(await findToast(MESSAGES.updatedSuccessfully)).toBeInTheDocument();
    expect(sent).toEqual([{ bankDetails: { bank_name: 'GTBank', account_name: 'Nkechi Obi', account_number: '0123456789', is_active: true } }]);
  });

  it('flips a switch and saves it at once', async () => {
    const { user, sent } = await openStoreSettings(withStore);
    const comments = await screen.findByRole('switch', { name: 'Allow comments' });
    await user.click(comments);
    await waitFor(() => expect(comments).toHaveAttribute('aria-checked', 'false'));
    expect(sent).toEqual([{ vendorDetails: { allow_comments: false } }]);
  });
});
