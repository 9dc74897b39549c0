import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID: Algorithm = 2;

/** argon2id with the OWASP minimum: 19 MiB memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  dummyHash ??= hashPassword('dummy password, only ever compared for timing');
  return dummyHash;
}

/** Computes the dummy hash ahead of the first login, so even that one costs one hash, not two. */
export async function prepareDummyHash(): Promise<void> {
  await dummy();
}

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it still verifies
 * against a dummy hash, so both cases cost the same time.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
