import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../server/auth/common-passwords';
import { hashPassword, verifyPassword } from '../../../server/auth/passwords';
import { hashSecret, newReferralCode, newSecret, newVerificationCode } from '../../../server/auth/secrets';

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, t=2, p=1, and verifies', async () => {
    const hash = await hashPassword('Lagos2026Market');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Lagos2026Market')).toBe(true);
    expect(await verifyPassword(hash, 'lagos2026market')).toBe(false);
    expect(await verifyPassword('not a hash', 'Lagos2026Market')).toBe(false);
    expect(await verifyPassword(undefined, 'Lagos2026Market')).toBe(false);
  });

  it('refuses exactly the first 3,000 ranked common passwords, in any case', () => {
    const ranked = dictionary['passwords-common'];
    const first = ranked[0] ?? '';
    const last = ranked[2999] ?? '';
    const next = ranked.slice(3000).find((word) => !ranked.slice(0, 3000).includes(word)) ?? '';
    expect(isCommonPassword(first)).toBe(true);
    expect(isCommonPassword(first.toUpperCase())).toBe(true);
    expect(isCommonPassword(last)).toBe(true);
    expect(isCommonPassword(next)).toBe(false);
    expect(isCommonPassword('Market2026!')).toBe(false);
  });
});

describe('secrets', () => {
  it('draws 256-bit base64url tokens and hashes them with SHA-256', () => {
    const token = newSecret();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newSecret()).not.toBe(token);
    expect(hashSecret(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('draws 6-digit codes and 8-character referral codes without look-alikes', () => {
    for (let index = 0; index < 200; index += 1) {
      expect(newVerificationCode()).toMatch(/^\d{6}$/);
      expect(newReferralCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });
});
