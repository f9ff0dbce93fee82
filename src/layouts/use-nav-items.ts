import { useEffect, useState } from 'react';
import { getAllowedCatalogues } from '../api/get-catalogue';
import { useConfig, type NavListItem } from '../stores/config';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import type { NavInput } from './nav-model';

/** Per kids profile: which configured nav items it may open (the server answers 403 for the rest). */
const allowedFor = new Map<string, Promise<Set<string>>>();

/** Asked once with the kids profile's header (the client sends it): which items the server serves it. */
async function kidsAllowed(profile: string, items: NavListItem[]): Promise<Set<string>> {
  try {
    return new Set(await getAllowedCatalogues(items.map((item) => item.id)));
  } catch {
    // The server could not say: keep the items (their pages say what went wrong), and ask again next time.
    allowedFor.delete(profile);
    return new Set(items.map((item) => item.id));
  }
}

/**
 * The configured nav items (home_nav_list_item) the current profile can open: all of them, or on a
 * KIDS profile only those the server serves to kids, so a child never lands on a refusal.
 */
export function useNavListItems(): NavListItem[] {
  const items = useConfig((s) => s.navListItems);
  const kidsProfile = useSession((s) => (s.profileType === 'KIDS' ? s.profileId : null));
  const [allowed, setAllowed] = useState<{ profile: string; ids: Set<string> } | null>(null);

  useEffect(() => {
    if (!kidsProfile || items.length === 0) return;
    let current = true;
    let pending = allowedFor.get(kidsProfile);
    if (!pending) {
      pending = kidsAllowed(kidsProfile, items);
      allowedFor.set(kidsProfile, pending);
    }
    void pending.then((ids) => current && setAllowed({ profile: kidsProfile, ids }));
    return () => {
      current = false;
    };
  }, [kidsProfile, items]);

  if (!kidsProfile) return items;
  // Until the server has answered, a kids profile sees none of them rather than a refusal.
  return allowed?.profile === kidsProfile ? items.filter((item) => allowed.ids.has(item.id)) : [];
}

/**
 * What the menus are made of, for the side menu (TV, desktop) and the phone's bar alike: the
 * configured items this profile can open, the networks, who is signed in, and the site's links.
 */
export function useNavInput(): NavInput {
  const values = useConfig((s) => s.values);
  const navListItems = useNavListItems();
  const networkItems = useConfig((s) => s.networkItems);
  const kids = useSession((s) => s.profileType === 'KIDS');
  const loggedIn = useSession((s) => s.loggedIn);
  const profileName = useSession((s) => s.profileName);
  const formFactor = useUi((s) => s.formFactor);
  return {
    navListItems,
    networkItems,
    loggedIn,
    profileName,
    kids,
    downloads: formFactor !== 'tv',
    donationUrl: values.donation_url ?? null,
    mainSiteUrl: values.main_site_url ?? null,
  };
}
