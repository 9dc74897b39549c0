import { expect, type Page } from '@playwright/test';
import type { Person } from './people';

/** /register as a person fills it in. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/register');
    await expect(this.form).toBeVisible();
  }

  get form() {
    return this.page.getByRole('form', { name: 'Create your account' });
  }

  get submitButton() {
    return this.form.getByRole('button', { name: /sign up|create account|register/i });
  }

  async fillIn(person: Person): Promise<void> {
    const form = this.form;
    await form.getByLabel('First name', { exact: true }).fill(person.firstName);
    await form.getByLabel('Last name', { exact: true }).fill(person.lastName);
    await form.getByLabel('Username', { exact: true }).fill(person.username);
    await form.getByLabel('Email', { exact: true }).fill(person.email);
    await form.getByLabel('Phone', { exact: true }).fill(person.phone);
    await form.getByLabel('City', { exact: true }).fill(person.city);
    await form.getByLabel('Password', { exact: true }).fill(person.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(person.password);
  }

  async acceptTerms(): Promise<void> {
    await this.form.getByRole('checkbox').check();
  }

  /** Registers and lands on the verification screen for this username. */
  async register(person: Person): Promise<void> {
    await this.fillIn(person);
    await expect(this.submitButton).toBeDisabled();
    await this.acceptTerms();
    await this.submitButton.click();
    await expect(this.page).toHaveURL(new RegExp(`/activate\\?username=${person.username}$`));
  }
}
