/**
 * Rich text (FAQ answers, blog entries): the one allow-list and the one way of applying it. The
 * viewer app sanitises with DOMPurify in the browser before drawing; the studio's API sanitises
 * with the same DOMPurify (on a server-side window) before saving, so what is stored is already
 * what viewers are shown. DOMPurify itself is passed in: the viewer's navigation can check a link
 * (isSafeHref) without loading it.
 */
import type { DOMPurify } from 'dompurify';

/** Tags blog text may use; everything else (scripts, frames, forms, styles) is dropped. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'span'];
export const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** Web links, mail, phone, or a path of this app ('/x', never '//host' or '/\host'). */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;
/**
 * Browsers drop tabs and newlines inside an address and read '\' as '/', so '/\t/evil' or '/\evil'
 * would lead off site: an address holding any of them is not a link.
 */
export const TRICKY_HREF = /[\u0000-\u001F\u007F\\]/;

/** True when a link may keep its address. */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href) && !TRICKY_HREF.test(href);
}

const hooked = new WeakSet<DOMPurify>();

/**
 * Rich text made safe to draw: no script, no event handlers, no styles, and links only to
 * http(s), mailto, tel or the app's own paths; web links open outside the app safely.
 */
export function sanitizeWith(purify: DOMPurify, html: string): string {
  if (!hooked.has(purify)) {
    hooked.add(purify);
    purify.addHook('afterSanitizeAttributes', (node) => {
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
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
