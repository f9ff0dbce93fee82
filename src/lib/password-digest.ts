import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * Passwords leave the browser only as their SHA-256 digest. Computed in script,
 * not with crypto.subtle, which TVs on a plain-http LAN address do not offer.
 */
export function passwordDigest(password: string): string {
  return bytesToHex(sha256(utf8ToBytes(password)));
}
