import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { FaqList } from '../../components/FaqList';
import { Footer } from '../../components/Footer';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { focusWhenReady } from '../../focus/Layer';
import { ABOUT_FAQ_TAGS, ABOUT_TEXTS, FEATURES, PARTNERS } from './about-content';
import { AboutFilm } from './AboutFilm';
import { AwardsRow } from './AwardsRow';
import { FocusTile } from './FocusTile';
import { MediaKit } from './MediaKit';
import { PlatformTabs } from './PlatformTabs';
import './about.css';

/**
 * /aboutus ('About us'): the hero with its film, the facts, the ministry partners,
 * the awards, the media kit, the platforms in two tabs, the about FAQ and the footer.
 */
export function AboutPage() {
  const { i18n } = useLingui();
  const [filmOpen, setFilmOpen] = useState(false);
  useEffect(() => focusWhenReady('about:play'), []);
  return (
    <div className="page about-page">
      <section className="about-hero" aria-labelledby="about-title">
        <h1 id="about-title" className="about-title">
          {i18n._(ABOUT_TEXTS.title)}
        </h1>
        <p className="about-tagline">{i18n._(ABOUT_TEXTS.tagline)}</p>
        <FocusButton focusKey="about:play" className="button button-primary about-play" onPress={() => setFilmOpen(true)}>
          <span aria-hidden="true">▶</span> {i18n._(ABOUT_TEXTS.play)}
        </FocusButton>
      </section>

      <section className="about-block" aria-labelledby="about-features-title">
        <h2 id="about-features-title" className="about-heading">
          {i18n._(ABOUT_TEXTS.featuresTitle)}
        </h2>
        <FocusSection as="ul" focusKey="about:features" className="about-grid about-features">
          {FEATURES.map((feature, index) => (
            <li key={feature.fact.id}>
              <FocusTile focusKey={`about:feature-${index}`} className="about-tile">
                <h3 className="about-fact">{i18n._(feature.fact)}</h3>
                <p className="about-tile-text">{i18n._(feature.detail)}</p>
              </FocusTile>
            </li>
          ))}
        </FocusSection>
      </section>

      <section className="about-block" aria-labelledby="about-partners-title">
        <h2 id="about-partners-title" className="about-heading">
          {i18n._(ABOUT_TEXTS.partnersTitle)}
        </h2>
        <FocusSection as="ul" focusKey="about:partners" className="about-grid about-partners">
          {PARTNERS.map((partner, index) => (
            <li key={partner.id}>
              <FocusTile focusKey={`about:partner-${index}`} className="about-tile about-partner">
                {i18n._(partner)}
              </FocusTile>
            </li>
          ))}
        </FocusSection>
      </section>

      <AwardsRow />
      <MediaKit />
      <PlatformTabs />
      <FaqList tags={ABOUT_FAQ_TAGS} title={i18n._(ABOUT_TEXTS.faqTitle)} focusKey="about-faq" />
      <Footer />
      {filmOpen && <AboutFilm onClose={() => setFilmOpen(false)} />}
    </div>
  );
}
