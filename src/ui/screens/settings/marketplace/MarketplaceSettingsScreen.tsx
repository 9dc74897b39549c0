import type { CurrentUser } from '../../../../contract/profile';
import type { StoreSetupInput } from '../../../../machines/storeSetup';
import '../../../styles/store.css';
import { CurrentUserGate } from '../currentUser';
import { SettingsCard, SettingsLayout } from '../SettingsLayout';
import { AdvancedSettings } from './AdvancedSettings';
import { BankDetailsForm } from './BankDetailsForm';
import { BlockedUsersSection } from './BlockedUsersSection';
import { HiddenPostsSection } from './HiddenPostsSection';
import { SavedSearchesSection } from './SavedSearchesSection';
import { WatchedPostsSection } from './WatchedPostsSection';
import { StoreForm } from './StoreForm';
import { VerificationBlock } from './VerificationBlock';

/** /settings/marketplace: set up a store, or edit it with its bank details, verification and switches; and the posts the account hid. */
export function MarketplaceSettingsScreen() {
  return (
    <SettingsLayout heading="Marketplace">
      <CurrentUserGate>{(currentUser) => <MarketplaceSettings currentUser={currentUser} />}</CurrentUserGate>
    </SettingsLayout>
  );
}

function storeInputOf(currentUser: CurrentUser): StoreSetupInput {
  return {
    marketInfo: currentUser.market_info,
    owner: {
      phone: currentUser.phone || currentUser.profile.phone,
      city: currentUser.city || currentUser.profile.city,
      state: currentUser.state || currentUser.profile.state,
      country: currentUser.nationality,
    },
  };
}

function MarketplaceSettings({ currentUser }: { currentUser: CurrentUser }) {
  const store = currentUser.market_info;
  if (!store) {
    return (
      <>
        <SetupStore currentUser={currentUser} />
        <SavedSearchesSection />
        <WatchedPostsSection />
        <HiddenPostsSection />
        <BlockedUsersSection />
      </>
    );
  }
  const account = currentUser.bank_accounts[0];
  return (
    <>
      <SettingsCard title="Vendor Details" description="What buyers see about your store, and where you serve." part="vendor">
        <StoreForm input={storeInputOf(currentUser)} label="Vendor Details" />
      </SettingsCard>
      <BankDetailsForm account={account ? { bank_name: account.bank_name, account_name: account.account_name, account_number: account.account_number } : null} />
      <VerificationBlock />
      <AdvancedSettings values={{ display_phone: store.display_phone, allow_comments: store.allow_comments, allow_multi_image: store.allow_multi_image }} />
      <SavedSearchesSection />
      <WatchedPostsSection />
      <HiddenPostsSection />
      <BlockedUsersSection />
    </>
  );
}

function SetupStore({ currentUser }: { currentUser: CurrentUser }) {
  return (
    <section className="settings-card store-setup" aria-labelledby="store-setup-title" data-scope="store" data-part="setup">
      <div className="store-setup__header">
        <h2 id="store-setup-title" className="settings-card__title">
          SETUP A STORE
        </h2>
        <span className="store-badge store-badge--required">Required</span>
      </div>
      <p className="settings-card__description">You need a store to sell on the marketplace: create one to post products and services.</p>
      <StoreForm input={storeInputOf(currentUser)} label="Create Store" />
    </section>
  );
}
