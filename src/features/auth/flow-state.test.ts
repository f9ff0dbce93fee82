// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRegistration, readReset, writeRegistration, writeReset } from './flow-state';

describe('the account flows kept in this tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads back what was written', () => {
    writeReset({ email: 'clare@example.org', token: 't1' });
    writeRegistration({ firstName: 'Clare', telephone: '+15551234567' });
    expect(readReset()).toEqual({ email: 'clare@example.org', token: 't1' });
    expect(readRegistration()).toEqual({ firstName: 'Clare', telephone: '+15551234567' });
  });

  it.each([
    ['nothing', null],
    ['not json', '{"token":'],
    ['json null', 'null'],
    ['a number', '42'],
    ['a string', '"token"'],
    ['an array', '["a","b"]'],
    ['a huge string', JSON.stringify('x'.repeat(200_000))],
  ])('gives an empty state for %s', (_, raw) => {
    if (raw !== null) {
      sessionStorage.setItem('lumen.reset', raw);
      sessionStorage.setItem('lumen.registration', raw);
    }
    expect(readReset()).toEqual({});
    expect(readRegistration()).toEqual({});
  });

  it('drops only the fields that are wrong, keeping the rest', () => {
    sessionStorage.setItem('lumen.reset', JSON.stringify({ token: 7, email: 'a@b.org', code: 'x'.repeat(600), uid: { $ne: 1 }, extra: 'ignored' }));
    sessionStorage.setItem('lumen.registration', JSON.stringify({ firstName: ['Clare'], email: 'c@d.org', telephone: null }));
    expect(readReset()).toEqual({ email: 'a@b.org' });
    expect(readRegistration()).toEqual({ email: 'c@d.org' });
  });
});
