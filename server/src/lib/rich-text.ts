import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeWith } from '../../../contract/rich-text.js';

let purify: DOMPurify | null = null;

/**
 * Rich text as the viewer app would draw it: the viewer's own sanitiser (DOMPurify with the
 * contract's allow-list), on a window of jsdom's. The window is made on first use (about a tenth
 * of a second), not when the server starts.
 */
export function sanitizeRichText(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window);
  return sanitizeWith(purify, html);
}
