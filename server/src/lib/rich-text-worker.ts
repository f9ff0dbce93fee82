/**
 * The rich-text sanitiser's own thread (see rich-text.ts): DOMPurify with the contract's allow-list,
 * on a jsdom window. Loading jsdom takes a tenth of a second on an idle machine and over a second on
 * a busy one; here it holds up no request.
 */
import { parentPort } from 'node:worker_threads';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitizeWith } from '../../../contract/rich-text.js';
import type { SanitizeReply, SanitizeRequest } from './rich-text.js';

const purify = createDOMPurify(new JSDOM('').window);

parentPort!.on('message', ({ id, html }: SanitizeRequest) => {
  let reply: SanitizeReply;
  try {
    reply = { id, html: sanitizeWith(purify, html) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
