import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor (19 MiB, 2 passes): a sign-in costs ~20 ms on this hardware.
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum that isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user is unknown, so timing does not tell who exists. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-not-used'));
