import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { ABOUT_TEXTS, PLATFORM_TABS, type Platform, type PlatformTab } from './about-content';

/** A platform's key: its product name, or its message's id. */
const platformKey = (item: Platform) => (typeof item === 'string' ? item : item.id);

/** 'Connected TV' and 'Mobile Apps': Left and Right walk the tabs, OK or a click shows one. */
export function PlatformTabs() {
  const { i18n } = useLingui();
  const [current, setCurrent] = useState<PlatformTab>('tv');
  const tab = PLATFORM_TABS.find((entry) => entry.id === current) ?? PLATFORM_TABS[0]!;
  return (
    <section className="about-block" aria-labelledby="about-platforms-title">
      <h2 id="about-platforms-title" className="about-heading">
        {i18n._(ABOUT_TEXTS.platformsTitle)}
      </h2>
      <FocusSection focusKey="about:tabs" role="tablist" aria-label={i18n._(ABOUT_TEXTS.platformsTitle)} className="about-tabs">
        {PLATFORM_TABS.map((entry) => (
          <FocusButton
            key={entry.id}
            focusKey={`about:tab-${entry.id}`}
            role="tab"
            id={`about-tab-${entry.id}`}
            aria-selected={entry.id === current}
            aria-controls="about-tabpanel"
            className="about-tab"
            onPress={() => setCurrent(entry.id)}
          >
            {i18n._(entry.label)}
          </FocusButton>
        ))}
      </FocusSection>
      <div id="about-tabpanel" role="tabpanel" aria-labelledby={`about-tab-${tab.id}`} className="about-tabpanel">
        <ul className="about-platforms">
          {tab.items.map((item) => (
            <li key={platformKey(item)} className="about-platform">
              {typeof item === 'string' ? item : i18n._(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
