import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A URL-safe random token of 256 bits. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256 only, so a leaked table cannot be replayed. */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the account does not exist, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hash(crypto.randomBytes(16).toString('hex')));
