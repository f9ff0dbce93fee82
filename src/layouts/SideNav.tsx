import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '../focus/Focusable';
import { BRAND_ICON_URL } from '../lib/runtime-config';
import { useNavInput } from './use-nav-items';
import { NavEntryView } from './NavEntryView';
import { sideNavigation, type NavEntry } from './nav-model';

function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.kind !== 'link') return false;
  const path = entry.to.split('?')[0]!;
  if (path === '/') return pathname === '/';
  return pathname.toLowerCase().startsWith(path.toLowerCase().replace(/\/list$/, ''));
}

/** The side navigation of desktop, and the rail of the TV (icons until it takes focus). */
export function SideNav({ variant }: { variant: 'tv' | 'desktop' }) {
  const { pathname } = useLocation();
  // The entries' words are made in the language shown now (nav-model.ts), again when it changes.
  const { t } = useLingui();
  const entries = sideNavigation(useNavInput());
  const logo = entries.find((e) => e.id === 'logo');
  const rest = entries.filter((e) => e.id !== 'logo');
  // Left into the menu lands on the entry of the page one is on (Home where none is).
  const current = rest.find((entry) => isActive(entry, pathname));
  return (
    <FocusSection
      as="nav"
      focusKey="NAV"
      className={`side-nav side-nav-${variant}`}
      aria-label={t({ message: 'Main', comment: 'The name of the main navigation, said by screen readers' })}
      accessibilityLabel={t`Menu`}
      preferredChildFocusKey={`nav:${current?.id ?? 'home'}`}
      rememberChild={false}
    >
      <div className="side-nav-logo">
        {logo && variant === 'desktop' ? (
          <NavEntryView entry={{ ...logo, label: 'Lumen' }} className="nav-logo" />
        ) : (
          <span className="nav-logo" aria-hidden="true">
            <img src={BRAND_ICON_URL} alt="" width={40} height={40} />
            <span className="nav-entry-label">Lumen</span>
          </span>
        )}
      </div>
      <ul className="side-nav-list">
        {rest.map((entry) => (
          <li key={entry.id} className={entry.id === 'donate' ? 'side-nav-donate' : undefined}>
            <NavEntryView entry={entry} active={isActive(entry, pathname)} />
          </li>
        ))}
      </ul>
    </FocusSection>
  );
}
