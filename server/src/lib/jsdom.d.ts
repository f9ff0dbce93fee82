/** The little of jsdom the server uses (rich-text.ts: a window for DOMPurify); jsdom ships no types of its own. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
