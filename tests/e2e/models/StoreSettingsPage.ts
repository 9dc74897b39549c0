import { expect, type Locator, type Page } from '@playwright/test';

export type StoreDetails = { marketname: string; addressTyped: string; suggestion: string; radiusKm: number };
export type BankAccount = { bankName: string; accountName: string; accountNumber: string };

/** /settings/marketplace: the store setup form, then Vendor Details, Bank Details and the switches. */
export class StoreSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/marketplace');
    await expect(this.page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  }

  get setupForm(): Locator {
    return this.page.getByRole('form', { name: 'Create Store' });
  }

  get vendorForm(): Locator {
    return this.page.getByRole('form', { name: 'Vendor Details' });
  }

  get bankForm(): Locator {
    return this.page.getByRole('form', { name: 'Bank Details' });
  }

  /** Fills the setup form, finding the address by typing part of it and picking the suggestion. */
  async createStore(store: StoreDetails): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'SETUP A STORE' })).toBeVisible();
    const form = this.setupForm;
    await form.getByLabel('Business name *').fill(store.marketname);
    await form.getByLabel('Business address *').pressSequentially(store.addressTyped, { delay: 50 });
    await form.getByRole('option', { name: store.suggestion }).click();
    await expect(form.getByLabel('Business address *')).toHaveValue(store.suggestion);
    await expect(form.getByText(/^Location set: /)).toBeVisible();
    await form.getByLabel('Service radius').selectOption(String(store.radiusKm));
    await form.getByRole('button', { name: 'Create Store' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Store created successfully! Refreshing page...' })).toBeVisible();
    // The page reloads 1.5 s later and shows the store's own sections.
    await expect(this.vendorForm).toBeVisible();
    await expect(this.vendorForm.getByLabel('Business name *')).toHaveValue(store.marketname);
  }

  async saveBankDetails(account: BankAccount): Promise<void> {
    const form = this.bankForm;
    await form.getByLabel('Bank name *').fill(account.bankName);
    await form.getByLabel('Account name *').fill(account.accountName);
    await form.getByLabel('Account number *').fill(account.accountNumber);
    await form.getByRole('button', { name: 'Save Bank Details' }).click();
    await expect(this.page.getByText('Updated successfully!')).toBeVisible();
  }
}
