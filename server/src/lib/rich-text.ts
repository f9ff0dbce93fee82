import type { DOMPurify } from 'dompurify';
import { sanitizeWith } from '../../../contract/rich-text.js';

let purify: Promise<DOMPurify> | null = null;

/**
 * Rich text as the viewer app would draw it: the viewer's own sanitiser (DOMPurify with the
 * contract's allow-list), on a window of jsdom's. jsdom is loaded and its window made on first use
 * (about a tenth of a second), by the studio only: loaded with the server, it held some 40 MB more
 * in every API process and its heap grew under viewers' load (server/test/soak.test.ts).
 */
export async function sanitizeRichText(html: string): Promise<string> {
  purify ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) => createDOMPurify(new JSDOM('').window));
  return sanitizeWith(await purify, html);
}
