import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { DonateLink } from '../components/DonateLink';
import { Icon } from '../components/Icon';
import { FocusButton, FocusLink, FocusSection } from '../focus/Focusable';
import { Layer } from '../focus/Layer';
import { signOutAsksAboutDownloads, signOutSession, useSignOutPrompt } from '../stores/sign-out';
import { useProfiles } from '../stores/profiles';
import { useUi } from '../stores/ui';
import { prefetchLocale } from '../i18n/language';
import { pickLanguage } from '../i18n/profile-language';
import type { NavEntry } from './nav-model';

export interface NavEntryViewProps {
  entry: NavEntry;
  /** Shows the label beside the icon (false on the collapsed TV rail). */
  showLabel?: boolean;
  active?: boolean;
  className?: string;
}

/** Draws one navigation entry: a link, an outside link, an action, or a toggle with its panel. */
export function NavEntryView({ entry, showLabel = true, active, className = 'nav-entry' }: NavEntryViewProps) {
  const navigate = useNavigate();
  const openPanel = useUi((s) => s.openPanel);
  const togglePanel = useUi((s) => s.togglePanel);
  const closePanels = useUi((s) => s.closePanels);
  const openLogin = useUi((s) => s.openLogin);
  const notify = useUi((s) => s.notify);
  const { t, i18n } = useLingui();
  // On a desktop the side menu's panel opens beside its entry: level with it, or ending level with
  // it for an entry low in the menu (the profile's, at the bottom), never at the top over the page.
  const panelHost = useRef<HTMLDivElement>(null);
  const [panelPlace, setPanelPlace] = useState<CSSProperties | undefined>(undefined);
  const panelOpen = entry.kind === 'panel' && openPanel === entry.panel;
  // On a TV likewise: the panel of an entry low in the rail ends level with it, inside the safe area.
  const desktop = useUi((s) => s.formFactor === 'desktop');
  const tv = useUi((s) => s.formFactor === 'tv');
  useLayoutEffect(() => {
    const host = panelHost.current;
    if (!panelOpen || !host) return setPanelPlace(undefined);
    const box = host.getBoundingClientRect();
    const low = box.top > window.innerHeight / 2;
    if (desktop && host.closest('.side-nav-desktop'))
      return setPanelPlace(low ? { top: 'auto', bottom: Math.max(12, window.innerHeight - box.bottom) } : { top: Math.max(12, box.top) });
    setPanelPlace(tv && low && host.closest('.side-nav-tv') ? { top: 'auto', bottom: 0 } : undefined);
  }, [panelOpen, desktop, tv]);
  // A configured picture that does not load leaves the label alone, not a broken image.
  const [imageFailed, setImageFailed] = useState(false);
  const focusKey = `nav:${entry.id}`;
  const body = (
    <>
      {entry.kind === 'external' && entry.imageUrl && !imageFailed ? (
        <img className="nav-entry-image" src={entry.imageUrl} alt="" width={64} height={36} loading="lazy" onError={() => setImageFailed(true)} />
      ) : entry.icon ? (
        <Icon name={entry.icon} className="nav-entry-icon" />
      ) : null}
      <span className={showLabel ? 'nav-entry-label' : 'nav-entry-label visually-hidden'}>{entry.label}</span>
    </>
  );

  switch (entry.kind) {
    case 'link':
      return (
        <FocusLink focusKey={focusKey} to={entry.to} className={className} aria-current={active ? 'page' : undefined} onNavigate={closePanels}>
          {body}
        </FocusLink>
      );
    case 'external':
      if (entry.id === 'donate') {
        return (
          <DonateLink focusKey={focusKey} to={entry.href} className={className} onNavigate={closePanels}>
            {body}
          </DonateLink>
        );
      }
      return (
        <FocusLink focusKey={focusKey} to={entry.href} external className={className} onNavigate={closePanels}>
          {body}
        </FocusLink>
      );
    case 'action':
      return (
        <FocusButton
          focusKey={focusKey}
          className={className}
          aria-haspopup={entry.action === 'signIn' ? 'dialog' : undefined}
          onPress={() => {
            if (entry.action === 'signIn') {
              closePanels();
              openLogin();
              return;
            }
            // Signing out of a KIDS profile opens everything: the password comes first.
            useProfiles.getState().guardKids(() => {
              closePanels();
              // Downloads on this device: the viewer says first whether they stay.
              if (signOutAsksAboutDownloads()) return useSignOutPrompt.getState().ask();
              void signOutSession().then(() => {
                notify(t`You are signed out.`);
                navigate('/');
              });
            });
          }}
        >
          {body}
        </FocusButton>
      );
    case 'language': {
      // Each language's name is in that language, and said so to a screen reader.
      const current = i18n.locale === entry.locale;
      // Its words are fetched as the viewer comes to it (keys, mouse, a finger going down), so the
      // choice shows as soon as it is made.
      const prefetch = () => prefetchLocale(entry.locale);
      return (
        <FocusButton
          focusKey={focusKey}
          className={className}
          aria-current={current ? 'true' : undefined}
          onFocused={prefetch}
          onPointerEnter={prefetch}
          onPointerDown={prefetch}
          onPress={() => {
            closePanels();
            if (!current) void pickLanguage(entry.locale);
          }}
        >
          <span className="nav-entry-label" lang={entry.locale}>
            {entry.label}
          </span>
          {current && (
            <span className="nav-entry-check" aria-hidden="true">
              ✓
            </span>
          )}
        </FocusButton>
      );
    }
    case 'panel': {
      const open = openPanel === entry.panel;
      return (
        <div className="nav-panel-host" ref={panelHost}>
          <FocusButton focusKey={focusKey} className={className} aria-expanded={open} aria-haspopup="true" onPress={() => togglePanel(entry.panel)}>
            {body}
          </FocusButton>
          {open && (
            <Layer
              id={`panel-${entry.panel}`}
              onClose={closePanels}
              role="menu"
              label={entry.label}
              modal={false}
              className={`nav-panel nav-panel-${entry.panel}`}
              style={panelPlace}
            >
              <FocusSection as="ul" rememberChild={false} className="nav-panel-list">
                {entry.entries.map((child) => (
                  <li key={child.id}>
                    <NavEntryView entry={child} className="nav-panel-entry" />
                  </li>
                ))}
              </FocusSection>
            </Layer>
          )}
        </div>
      );
    }
  }
}
