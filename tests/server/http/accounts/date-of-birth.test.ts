import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/contract';
import { json, newUser, post, signIn, useTestApp } from '../../support/helpers';

const profileBody = (dob: string) => ({ first_name: 'Tolu', last_name: 'Ade', email: 'tolu@example.com', profile: { dob } });

describe('POST /api/updatedata: the date of birth', () => {
  const t = useTestApp();

  it('refuses a date in the future and a malformed one in plain words, and keeps a real past day', async () => {
    const user = await newUser(t().stores, { username: 'tolu', email: 'tolu@example.com' });
    const token = await signIn(t().app, user);
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-15`;
    const cases: [string, string][] = [
      [nextYear, MESSAGES.dobInFuture],
      ['2999-12-31', MESSAGES.dobInFuture],
      ['15/01/1990', MESSAGES.dobInvalid],
      ['1990-02-30', MESSAGES.dobInvalid],
      ['yesterday', MESSAGES.dobInvalid],
    ];
    for (const [dob, message] of cases) {
      const response = await post(t().app, '/api/updatedata', profileBody(dob), token);
      expect(response.statusCode, dob).toBe(400);
      expect(json(response).message, dob).toBe(message);
      expect(json(response).message, dob).not.toMatch(/ISO/);
    }
    expect((await post(t().app, '/api/updatedata', profileBody('1990-01-15'), token)).statusCode).toBe(200);
    expect((await t().stores.accounts.findById(user.id))?.dob).toBe('1990-01-15');
    expect((await post(t().app, '/api/updatedata', profileBody(''), token)).statusCode).toBe(200);
  });
});
