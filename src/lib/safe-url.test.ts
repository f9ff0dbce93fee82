import { describe, expect, it } from 'vitest';
import { isSafeExternalHref, webUrl } from './safe-url';

const HOSTILE = [
  'javascript:window.__xss=1',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example',
  'https:\\\\evil.example',
  'https:///evil.example',
  'https://evil.example\n/x',
  'https://evil.example/\\x',
  '',
  `https://${'a'.repeat(5000)}.example`,
];

describe('links out of the app', () => {
  it('follows web, mail, phone, message and Messenger addresses', () => {
    for (const good of [
      'https://www.lumen.example.org',
      'http://example.org/a?b=1',
      'mailto:?subject=Hi',
      'tel:+15551234567',
      'sms:?&body=Watch%20this',
      'fb-messenger://share/?link=https%3A%2F%2Fx',
    ]) {
      expect(isSafeExternalHref(good), good).toBe(true);
    }
  });

  it('refuses script, data, other schemes and addresses that hide characters', () => {
    for (const bad of HOSTILE) expect(isSafeExternalHref(bad), JSON.stringify(bad)).toBe(false);
    for (const bad of [null, undefined, 7, { href: 'https://x' }]) expect(isSafeExternalHref(bad)).toBe(false);
  });

  it('keeps only web addresses for the main site and donations', () => {
    expect(webUrl('https://give.lumen.example.org/fellowship')).toBe('https://give.lumen.example.org/fellowship');
    expect(webUrl('mailto:give@example.org')).toBeNull();
    expect(webUrl(null)).toBeNull();
    for (const bad of HOSTILE) expect(webUrl(bad), JSON.stringify(bad)).toBeNull();
  });
});
