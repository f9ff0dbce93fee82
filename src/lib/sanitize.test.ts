import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('rich text', () => {
  it('keeps plain formatting and safe links', () => {
    expect(sanitizeRichText('<p>Hello <strong>all</strong> <a href="/signup">join</a></p>')).toBe('<p>Hello <strong>all</strong> <a href="/signup">join</a></p>');
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops scripts, handlers, styles and unsafe links', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">a</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">b</a><a href="//evil.example">c</a><iframe src="https://x"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|javascript|iframe|<img|evil/);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<a>b</a>');
  });
});
