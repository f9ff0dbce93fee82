/**
 * Which addresses from data (rich text, configuration, programmes, shares) may become links. Kept
 * apart from sanitize.ts so the navigation can check a link without loading DOMPurify.
 */

/** Web links, mail, phone, or a path of this app ('/x', never '//host' or '/\host'). */
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?![/\\]))/i;
/**
 * Browsers drop tabs and newlines inside an address and read '\' as '/', so '/\t/evil' or '/\evil'
 * would lead off site: an address holding any of them is not a link.
 */
const TRICKY_HREF = /[\u0000-\u001F\u007F\\]/;

/** True when a link may keep its address. */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href) && !TRICKY_HREF.test(href);
}

/** Where a link out of the app may lead: the web, mail, phone, text messages and Messenger's app. */
const SAFE_EXTERNAL_HREF = /^(https?:\/\/[^/\\]|mailto:|tel:|sms:|fb-messenger:)/i;

/**
 * True when an address from data (configuration, a programme, a share) may be followed out of
 * the app: never javascript:, data: or any other scheme, never one that hides characters.
 */
export function isSafeExternalHref(href: unknown): href is string {
  return typeof href === 'string' && href.length <= 4096 && SAFE_EXTERNAL_HREF.test(href) && !TRICKY_HREF.test(href);
}

/** A web address (http or https) from data, or null: for links such as the main site or donations. */
export function webUrl(href: string | null | undefined): string | null {
  return isSafeExternalHref(href) && /^https?:/i.test(href) ? href : null;
}
