import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordDigest, sha256 } from './password-digest';

const node = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the password digest', () => {
  it('is SHA-256 as Node computes it, for every length across the block edges and for long input', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 131 + length * 7) & 0xff);
      expect(hex(sha256(bytes)), `length ${length}`).toBe(node(bytes));
    }
    const long = new Uint8Array(1_000_003).map((_, i) => i & 0xff);
    expect(hex(sha256(long))).toBe(node(long));
  });

  it('digests the UTF-8 of any password, known vectors included', () => {
    expect(passwordDigest('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(passwordDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const password of ['Łódź-2027!', 'contraseña', 'كلمة السر', '密码🔑', 'a'.repeat(1000)]) {
      expect(passwordDigest(password)).toBe(createHash('sha256').update(password, 'utf8').digest('hex'));
    }
  });
});
