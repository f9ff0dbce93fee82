import { useLingui } from '@lingui/react';
import { FocusSection } from '../../focus/Focusable';
import { isRtl, scrollFromStart, scrollLeftFor } from '../../lib/direction';
import { ABOUT_TEXTS, AWARDS } from './about-content';
import { FocusTile } from './FocusTile';

/** The awards as cards in one row: Left and Right move along it, and it scrolls to the focused card. */
export function AwardsRow() {
  const { i18n } = useLingui();
  const bringIntoRow = (index: number) => {
    const card = document.querySelector<HTMLElement>(`[data-focus-key="about:award-${index}"]`);
    const row = card?.parentElement;
    if (!card || !row) return;
    if (!isRtl()) {
      row.scrollTo({ left: Math.max(0, card.offsetLeft - row.offsetLeft - 8) });
      return;
    }
    // Right to left the row starts at its right edge, and engines count its scrollLeft their own
    // ways (lib/direction.ts): the card's right edge is brought 8 px inside the row's, from the start.
    const rowBox = row.getBoundingClientRect();
    const scale = row.offsetWidth > 0 ? rowBox.width / row.offsetWidth : 1;
    const past = (rowBox.right - card.getBoundingClientRect().right) / scale - 8;
    row.scrollTo({ left: scrollLeftFor(row, Math.max(0, scrollFromStart(row, true) + past), true) });
  };
  return (
    <section className="about-block" aria-labelledby="about-awards-title">
      <h2 id="about-awards-title" className="about-heading">
        {i18n._(ABOUT_TEXTS.awardsTitle)}
      </h2>
      <FocusSection focusKey="about:awards" className="about-awards" role="list">
        {AWARDS.map((award, index) => (
          <FocusTile key={award.name.id} focusKey={`about:award-${index}`} className="about-award" role="listitem" onFocused={() => bringIntoRow(index)}>
            <span className="about-award-mark" aria-hidden="true">
              ★
            </span>
            <h3 className="about-award-name">{i18n._(award.name)}</h3>
            <p className="about-award-detail">{i18n._(award.detail)}</p>
          </FocusTile>
        ))}
      </FocusSection>
    </section>
  );
}
