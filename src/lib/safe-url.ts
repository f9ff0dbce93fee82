/**
 * Which addresses from data (rich text, configuration, programmes, shares) may become links. Kept
 * apart from sanitize.ts so the navigation can check a link without loading DOMPurify.
 */
import { isSafeHref, TRICKY_HREF } from '../../contract/rich-text';

/** Web links, mail, phone, or a path of this app (the rule rich text's links follow too). */
export { isSafeHref };

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
