import { useState } from 'react';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { ABOUT_TEXTS, PLATFORM_TABS, type PlatformTab } from './about-content';

/** 'Connected TV' and 'Mobile Apps': Left and Right walk the tabs, OK or a click shows one. */
export function PlatformTabs() {
  const [current, setCurrent] = useState<PlatformTab>('tv');
  const tab = PLATFORM_TABS.find((entry) => entry.id === current) ?? PLATFORM_TABS[0]!;
  return (
    <section className="about-block" aria-labelledby="about-platforms-title">
      <h2 id="about-platforms-title" className="about-heading">
        {ABOUT_TEXTS.platformsTitle}
      </h2>
      <FocusSection focusKey="about:tabs" role="tablist" aria-label={ABOUT_TEXTS.platformsTitle} className="about-tabs">
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
            {entry.label}
          </FocusButton>
        ))}
      </FocusSection>
      <div id="about-tabpanel" role="tabpanel" aria-labelledby={`about-tab-${tab.id}`} className="about-tabpanel">
        <ul className="about-platforms">
          {tab.items.map((item) => (
            <li key={item} className="about-platform">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
