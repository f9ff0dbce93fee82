import DOMPurify from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, isSafeHref, sanitizeWith } from '../../contract/rich-text';

export { ALLOWED_ATTR, ALLOWED_TAGS, isSafeHref };

/**
 * Rich text from the server made safe to draw (contract/rich-text.ts: the allow-list the studio's
 * API also saves with).
 */
export function sanitizeRichText(html: string): string {
  return sanitizeWith(DOMPurify, html);
}
