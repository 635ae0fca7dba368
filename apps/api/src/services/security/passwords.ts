import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its defaults: 19 MiB, 2 passes, 1 lane,
// OWASP's recommended minimum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash to verify against when the account does not exist, so a wrong e-mail costs the same
// time as a wrong password and answers cannot tell them apart.
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash('decoy-password-0');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
