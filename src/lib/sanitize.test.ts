// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTR, ALLOWED_TAGS, isSafeHref, sanitizeRichText } from './sanitize';

/** Every element of the sanitised text: only allowed tags and attributes, and links that are safe. */
function expectHarmless(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    expect(ALLOWED_TAGS, element.outerHTML).toContain(element.tagName.toLowerCase());
    for (const attribute of Array.from(element.attributes)) {
      expect(ALLOWED_ATTR, element.outerHTML).toContain(attribute.name);
      if (attribute.name === 'href') expect(isSafeHref(attribute.value), attribute.value).toBe(true);
    }
  }
}

describe('rich text', () => {
  it('keeps plain formatting and safe links', () => {
    expect(sanitizeRichText('<p>Hello <strong>all</strong> <a href="/signup">join</a></p>')).toBe(
      '<p>Hello <strong>all</strong> <a href="/signup">join</a></p>',
    );
    expect(sanitizeRichText('<a href="https://example.org">x</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps the formatting an FAQ answer uses, word for word', () => {
    const answer =
      '<h3>Is Lumen free?</h3><p>Yes. <em>Every</em> programme is <b>free</b>, <i>thanks</i> to <u>donors</u>.<br>Ask us:</p>' +
      '<ul><li><a href="mailto:help@lumen.example.org">mail</a></li><li><a href="tel:+15551234567">call</a></li></ul>' +
      '<ol><li>one</li></ol><blockquote>Quote</blockquote><h4>More</h4><span>end</span>';
    expect(sanitizeRichText(answer)).toBe(answer);
    expect(sanitizeRichText('<p><a href="http://example.org/a?b=1&amp;c=2">old site</a></p>')).toBe(
      '<p><a href="http://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">old site</a></p>',
    );
  });

  it('drops scripts, handlers, styles and unsafe links', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">a</p><script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">b</a><a href="//evil.example">c</a><iframe src="https://x"></iframe>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|javascript|iframe|<img|evil/);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<a>b</a>');
  });

  // Each payload, with the words that must not survive it and the harmless text that should.
  const payloads: Array<[string, string, RegExp, string]> = [
    ['a script tag', '<p>hi</p><script>alert(1)</script>', /script|alert/i, '<p>hi</p>'],
    ['a script in capitals, split by a comment', '<SCRIPT>al<!-- -->ert(1)</SCRIPT><p>hi</p>', /script|alert/i, '<p>hi</p>'],
    ['a script reference', '<script src="https://evil.example/x.js"></script>ok', /script|evil/i, 'ok'],
    ['onerror on an image', '<img src="x" onerror="alert(1)">ok', /img|onerror|alert/i, 'ok'],
    ['onload on svg', '<svg onload="alert(1)"><circle r="1"/></svg>ok', /svg|onload|alert|circle/i, 'ok'],
    ['onload on body', '<body onload="alert(1)"><p>hi</p></body>', /onload|alert|body/i, '<p>hi</p>'],
    [
      'a handler on an allowed tag',
      '<strong onmouseover="alert(1)" onfocus="alert(2)" tabindex="0">x</strong>',
      /on\w+=|alert|tabindex/i,
      '<strong>x</strong>',
    ],
    ['a handler on a safe link', '<a href="https://example.org" onclick="alert(1)">x</a>', /onclick|alert/i, 'href="https://example.org"'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript|alert/i, '<a>x</a>'],
    ['a javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', /javascript|alert/i, '<a>x</a>'],
    ['a javascript: link hidden in entities', '<a href="&#106;avascript&#58;alert(1)">x</a>', /javascript|alert|&#/i, '<a>x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>', /script|alert/i, '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', /vbscript|msgbox/i, '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:|base64/i, '<a>x</a>'],
    ['a data: svg link', '<a href="data:image/svg+xml,<svg onload=alert(1)>">x</a>', /data:|svg|alert/i, '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/x">x</a>', /evil/i, '<a>x</a>'],
    ['a backslash link', '<a href="/\\evil.example/x">x</a>', /evil/i, '<a>x</a>'],
    ['a tab-split protocol-relative link', '<a href="/\t/evil.example">x</a>', /evil/i, '<a>x</a>'],
    ['a link target other than a new tab', '<a href="/faq" target="_top">x</a>', /target/i, '<a href="/faq">x</a>'],
    ['an svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>ok', /svg|xlink|javascript|alert/i, 'ok'],
    ['svg with an animate trick', '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>ok', /svg|animate|javascript/i, 'ok'],
    [
      'svg with a foreign object',
      '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>ok',
      /svg|foreignobject|iframe|javascript/i,
      'ok',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', /iframe|evil/i, 'ok'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', /iframe|srcdoc|script|alert/i, 'ok'],
    ['an object', '<object data="javascript:alert(1)"></object>ok', /object|javascript|alert/i, 'ok'],
    ['an embed', '<embed src="https://evil.example/x.swf">ok', /embed|evil/i, 'ok'],
    ['a style tag', '<style>body{background:url("javascript:alert(1)")}</style><p>hi</p>', /style|javascript|background/i, '<p>hi</p>'],
    ['a style attribute', '<p style="background-image:url(javascript:alert(1));position:fixed">hi</p>', /style|javascript|fixed/i, '<p>hi</p>'],
    ['a link to a stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">ok', /link|stylesheet|evil/i, 'ok'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', /meta|refresh|javascript/i, 'ok'],
    ['a base href', '<base href="https://evil.example/">ok', /base|evil/i, 'ok'],
    [
      'a form with a javascript action',
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
      /form|button|javascript|alert/i,
      'go',
    ],
    ['an input that focuses itself', '<input autofocus onfocus="alert(1)">ok', /input|autofocus|onfocus/i, 'ok'],
    ['a mutation trick through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', /onerror|<img|alert/i, 'ok'],
    [
      'a mutation trick through math and style',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>ok',
      /onerror|<img|math|style/i,
      'ok',
    ],
    ['a template', '<template><script>alert(1)</script></template>ok', /template|script|alert/i, 'ok'],
    ['an id and a name that could shadow globals', '<span id="location" name="cookie">x</span>', /id=|name=/i, '<span>x</span>'],
  ];

  it.each(payloads)('removes %s', (_name, input, forbidden, kept) => {
    const out = sanitizeRichText(input);
    expect(out).not.toMatch(forbidden);
    expect(out).toContain(kept);
    expectHarmless(out);
  });

  it('answers the same for the same text, however often it is asked', () => {
    const input = '<a href="https://example.org">x</a><a href="javascript:alert(1)">y</a>';
    expect(sanitizeRichText(input)).toBe(sanitizeRichText(input));
  });
});
