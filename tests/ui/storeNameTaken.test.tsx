import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { renderApp } from './routes.render';
import { browserGeolocation, clearToasts, storeServer } from './store.render';

afterEach(async () => {
  browserGeolocation(null);
  await clearToasts();
});

describe('/settings/marketplace: a business name another store uses', () => {
  it("says the name is taken, in the server's words, and the form stays to pick another", async () => {
    const taken = { message: MESSAGES.marketNameTaken, errors: { marketname: [MESSAGES.marketNameTaken] } };
    storeServer({}, () => HttpResponse.json(taken, { status: 409 }));
    const view = renderApp('/settings/marketplace');
    const form = await screen.findByRole('form', { name: 'Create Store' });
    await view.user.type(within(form).getByLabelText('Business name *'), "Ada's Fabrics");
    await view.user.type(within(form).getByLabelText('Business address *'), 'Ikej');
    await view.user.click(await screen.findByRole('option', { name: /Ikeja, Lagos, Nigeria/ }, { timeout: DURATIONS.addressSearchDebounce + 3000 }));
    await view.user.click(within(form).getByRole('button', { name: 'Create Store' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.marketNameTaken);
    expect(screen.getByRole('form', { name: 'Create Store' })).toBeInTheDocument();
  }, 30_000);
});
