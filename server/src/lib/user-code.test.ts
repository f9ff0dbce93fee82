import { describe, expect, it } from 'vitest';
import { formatUserCode, newUserCode, normalizeUserCode, USER_CODE_ALPHABET } from './user-code.js';

describe('user codes', () => {
  it('are eight letters of the unambiguous alphabet, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newUserCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{8}$`));
  });

  it('show as XXXX-XXXX and read back from what people type', () => {
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
    expect(normalizeUserCode('bcdf-ghjk')).toBe('BCDFGHJK');
    expect(normalizeUserCode(' BCDF GHJK ')).toBe('BCDFGHJK');
    expect(normalizeUserCode('BCDF-GHJ')).toBeNull();
    expect(normalizeUserCode('BCDF-GH0K')).toBeNull();
    expect(normalizeUserCode('ABCD-EFGH')).toBeNull();
  });
});
