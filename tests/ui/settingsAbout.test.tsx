import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUPPORT_CONTACT } from '../../src/contract';
import { renderApp } from './routes.render';
import { settingsServer } from './settings.render';

describe('/settings/about', () => {
  it('holds the Privacy Policy (id privacy, anchor #privacy-policy) and the Terms and Conditions (id terms)', async () => {
    settingsServer();
    renderApp('/settings/about#privacy-policy');
    const privacy = await screen.findByRole('region', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('id', 'privacy');
    expect(within(privacy).getByRole('heading', { name: 'Privacy Policy' })).toHaveAttribute('id', 'privacy-policy');
    const terms = screen.getByRole('region', { name: 'Terms and Conditions' });
    expect(terms).toHaveAttribute('id', 'terms');
    expect(terms).toHaveTextContent(/laws of the United States and of the Federal Republic of Nigeria/);
    expect(terms).toHaveTextContent(/Vendor accounts/);
    expect(within(terms).getByRole('link', { name: SUPPORT_CONTACT.email })).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: SUPPORT_CONTACT.email })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
  });
});
