// argon2id password hashes (the @node-rs/argon2 default algorithm; its defaults are 19 MiB,
// 2 passes, 1 lane, OWASP's recommended minimum). verify never throws on a malformed hash.
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account, so the 401 for an unknown email
 * cannot be told from the 401 for a wrong password by its timing.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword("dummy-password-for-timing");
  await verifyPassword(await dummy, password);
  return false;
}
