import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** An opaque token: 256 random bits, URL-safe. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A six-digit one-time code from the system's CSPRNG. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newId(): string {
  return randomUUID();
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function hashPassword(digest: string): Promise<string> {
  return argon2.hash(digest, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, digest: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, digest);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both answers take the same time. */
let decoy: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(sha256Hex('decoy'));
  return decoy;
}

/** HMAC-SHA-256 of `text` under `key`, in hex. */
export function hmacHex(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}
