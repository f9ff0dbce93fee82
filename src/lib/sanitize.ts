import DOMPurify from 'dompurify';
import { isSafeHref } from './safe-url';

export { isSafeHref };

/** Tags blog text may use; everything else (scripts, frames, forms, styles) is dropped. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'span'];
export const ALLOWED_ATTR = ['href', 'target', 'rel'];

let hooked = false;

/**
 * Rich text from the server made safe to draw: no script, no event handlers, no styles, and
 * links only to http(s), mailto, tel or the app's own paths; web links open outside the app safely.
 */
export function sanitizeRichText(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (!isSafeHref(href)) node.removeAttribute('href');
      else if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
