import DOMPurify from 'dompurify';

/** Tags blog text may use; everything else (scripts, frames, forms, styles) is dropped. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'span'];

let hooked = false;

/**
 * Rich text from the server made safe to draw: no script, no event handlers, no styles, and
 * links only to http(s), mailto, tel or the app's own paths, opening outside the app safely.
 */
export function sanitizeRichText(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!/^(https?:|mailto:|tel:|\/(?!\/))/i.test(href)) node.removeAttribute('href');
        if (/^https?:/i.test(href)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
}
