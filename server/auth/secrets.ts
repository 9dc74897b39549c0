import { createHash, randomBytes, randomInt } from 'node:crypto';
import { LIMITS } from '../../src/contract';

/** A bearer secret: 32 random bytes (256 bits), base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A 6-digit verification code, uniformly drawn. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** LIMITS.verificationCodeLength)).padStart(LIMITS.verificationCodeLength, '0');
}

/** Codes are hashed with the user id so equal codes of two users never share a hash. */
export function hashVerificationCode(userId: number, code: string): string {
  return hashSecret(`${userId}:${code}`);
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code: 8 characters without look-alikes (no O/0, I/1). */
export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)];
  return code;
}
