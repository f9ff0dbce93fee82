import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { Layer } from '../../focus/Layer';
import { BRAND_ICON_URL } from '../../lib/runtime-config';
import { useNavInput } from '../use-nav-items';
import { useUi } from '../../stores/ui';
import { NavEntryView } from '../NavEntryView';
import { mobileNavigation, type NavEntry } from '../nav-model';

/**
 * Mobile navigation: the hamburger opens the grid of network icons; home and Donate sit in the
 * bar; the menu button opens search, Shows, configured items, My List, My Profile, More and Live.
 */
export function MobileBar() {
  const openPanel = useUi((s) => s.openPanel);
  const togglePanel = useUi((s) => s.togglePanel);
  const closePanels = useUi((s) => s.closePanels);
  // The entries' words are made in the language shown now (nav-model.ts), again when it changes.
  const { t } = useLingui();
  const nav = mobileNavigation(useNavInput());

  return (
    <FocusSection
      as="header"
      focusKey="NAV"
      className="mobile-bar"
      aria-label={t({ message: 'Main', comment: 'The name of the main navigation, said by screen readers' })}
      preferredChildFocusKey="nav:home"
    >
      <FocusButton
        focusKey="nav:networks"
        className="mobile-bar-button"
        aria-label={t`Our networks`}
        aria-expanded={openPanel === 'networks'}
        onPress={() => togglePanel('networks')}
      >
        <Icon name="networks" />
      </FocusButton>
      <span className="mobile-bar-logo" aria-hidden="true">
        <img src={BRAND_ICON_URL} alt="" width={32} height={32} /> Lumen
      </span>
      <div className="mobile-bar-entries">
        {nav.bar.map((entry) => (
          <NavEntryView key={entry.id} entry={entry} showLabel={entry.id === 'donate'} className={`mobile-bar-button mobile-bar-${entry.id}`} />
        ))}
        <FocusButton
          focusKey="nav:menu"
          className="mobile-bar-button"
          aria-label={t`Menu`}
          aria-expanded={openPanel === 'menu'}
          onPress={() => togglePanel('menu')}
        >
          <Icon name="menu" />
        </FocusButton>
      </div>
      {openPanel === 'networks' && (
        <Layer id="panel-networks" onClose={closePanels} role="menu" label={t`Our networks`} modal={false} className="mobile-sheet">
          <ul className="mobile-network-grid">
            {nav.networks.map((entry) => (
              <li key={entry.id}>
                <NavEntryView entry={entry} className="mobile-network-tile" />
              </li>
            ))}
          </ul>
        </Layer>
      )}
      {openPanel === 'menu' && (
        <Layer id="panel-menu" onClose={closePanels} role="menu" label={t`Menu`} modal={false} className="mobile-sheet">
          <ul className="mobile-menu">
            {nav.menu.map((entry) => (
              <li key={entry.id}>
                <MenuEntry entry={entry} />
              </li>
            ))}
          </ul>
        </Layer>
      )}
    </FocusSection>
  );
}

/** Inside the menu, sub-menus (My Profile, More) expand in place rather than as a second layer. */
function MenuEntry({ entry }: { entry: NavEntry }) {
  const [expanded, setExpanded] = useState(false);
  if (entry.kind !== 'panel') return <NavEntryView entry={entry} className="mobile-menu-entry" />;
  return (
    <div className="mobile-submenu">
      <FocusButton focusKey={`nav:${entry.id}`} className="mobile-menu-entry" aria-expanded={expanded} onPress={() => setExpanded((v) => !v)}>
        {entry.icon && <Icon name={entry.icon} className="nav-entry-icon" />}
        <span className="nav-entry-label">{entry.label}</span>
      </FocusButton>
      {expanded && (
        <ul>
          {entry.entries.map((child) => (
            <li key={child.id}>
              <NavEntryView entry={child} className="mobile-menu-entry mobile-submenu-entry" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
