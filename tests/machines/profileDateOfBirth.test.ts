import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { profileProblem } from '../../src/machines/profileSettings';
import { aliceForm } from '../fixtures/settings';

describe('the profile form: date of birth', () => {
  it('refuses a day in the future and one that is not a date, in plain words, before anything is sent', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-03-01`;
    expect(profileProblem({ ...aliceForm, dob: nextYear })).toBe(MESSAGES.dobInFuture);
    expect(profileProblem({ ...aliceForm, dob: '1990-13-01' })).toBe(MESSAGES.dobInvalid);
    expect(profileProblem({ ...aliceForm, dob: '1990-03-01' })).toBeUndefined();
    expect(profileProblem({ ...aliceForm, dob: '' })).toBeUndefined();
  });
});
