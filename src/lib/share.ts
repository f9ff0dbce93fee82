import { t } from '@lingui/core/macro';
import { slugify } from '../../contract/slug';
import type { ShareService } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';

/** What a share link is made of: the programme's id, type and name. */
export type Shareable = Pick<ContentItem, 'id' | 'type' | 'name'>;

/**
 * Where share links point: this page's own address when it is on the web, else (a packaged TV
 * app, a file: page) the server's public address from the configuration.
 */
export function shareBase(location: Pick<Location, 'protocol' | 'origin'>, publicUrl: string | undefined): string {
  if (/^https?:$/.test(location.protocol)) return location.origin;
  return /^https?:\/\//.test(publicUrl ?? '') ? publicUrl!.replace(/\/+$/, '') : '';
}

/** The share link: /{id}/episode/{slug} for an episode (vod), /{id}/show/{slug} for anything else. */
export function shareLink(base: string, item: Shareable): string {
  const kind = item.type === 'vod' ? 'episode' : 'show';
  const slug = slugify(item.name) || 'watch';
  return `${base}/${encodeURIComponent(item.id)}/${kind}/${slug}`;
}

/** A service of the share dialog (the copied link is not one of them). */
export type ShareTargetId = Exclude<ShareService, 'copy'>;

export interface ShareTarget {
  id: ShareTargetId;
  label: string;
  href: string;
}

export interface ShareRequest {
  link: string;
  title: string;
  /** A picture for services that show one (Pinterest). */
  image?: string;
  /** With a Facebook app id, Messenger shares through Facebook's send dialog (works on desktops). */
  facebookAppId?: string;
}

/** The share dialog's buttons with each service's own share address, in the spec's order. */
export function shareTargets({ link, title, image, facebookAppId }: ShareRequest): ShareTarget[] {
  const e = encodeURIComponent;
  const message = title ? `${title} ${link}` : link;
  const messenger = facebookAppId
    ? `https://www.facebook.com/dialog/send?link=${e(link)}&app_id=${e(facebookAppId)}&redirect_uri=${e(link)}`
    : `fb-messenger://share/?link=${e(link)}`;
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${e(message)}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(link)}` },
    { id: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${e(link)}&text=${e(title)}` },
    { id: 'email', label: t`Email`, href: `mailto:?subject=${e(title)}&body=${e(message)}` },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${e(link)}` },
    { id: 'messenger', label: 'Messenger', href: messenger },
    { id: 'sms', label: 'SMS', href: `sms:?&body=${e(message)}` },
    {
      id: 'pinterest',
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${e(link)}&description=${e(title)}${image ? `&media=${e(image)}` : ''}`,
    },
  ];
}

/** A share landing's type: 'episode' or 'show', anything else is not a share link. */
export function parseShareType(type: string | undefined): 'episode' | 'show' | null {
  return type === 'episode' || type === 'show' ? type : null;
}
