import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { useCataloguePages } from '../../api/get-catalogue';
import type { ContentItem } from '../../../contract/answers';
import { ItemRow, useCardAction } from '../../components/CarouselRow';
import { useNearViewport } from '../../components/use-near-viewport';
import { useReducedMotion } from '../../focus/reduced-motion';
import { MIDDLE_BANNER_PAGE_SIZE, MIDDLE_BANNER_ROTATE_MS } from '../../lib/constants';
import './home.css';

/** The row's title (drawn with `i18n._`). */
export const MOST_WATCHED_TITLE = msg`Most watched this week`;

/**
 * The 'Middle Banner' entry: 'Most watched this week', a large picture of one programme and a strip
 * of thumbnails; the picture moves along the strip every 8 s until someone browses the strip.
 */
export function MiddleBanner({ carousel }: { carousel: ContentItem }) {
  const { i18n } = useLingui();
  const title = i18n._(MOST_WATCHED_TITLE);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useNearViewport(element);
  const pages = useCataloguePages(carousel.id, MIDDLE_BANNER_PAGE_SIZE, near);
  const [current, setCurrent] = useState(0);
  const [browsing, setBrowsing] = useState(false);
  const open = useCardAction(carousel.name, carousel.id);
  const count = pages.items.length;
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (browsing || count < 2 || reducedMotion) return;
    const timer = setTimeout(() => setCurrent((at) => (at + 1) % count), MIDDLE_BANNER_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [browsing, count, current, reducedMotion]);

  const onIndexChange = useCallback((index: number) => {
    setBrowsing(true);
    setCurrent(index);
  }, []);

  if (near && !pages.loading && count === 0) return null;
  const item = pages.items[Math.min(current, count - 1)];
  return (
    <section ref={setElement} className="middle-banner" aria-label={title} data-row-block>
      {item && (
        <div className="middle-feature" aria-live="off">
          <img src={typeof item.metaData.bannerImage === 'string' ? item.metaData.bannerImage : item.coverart.large} alt="" decoding="async" />
          <div className="middle-shade" />
          <div className="middle-text">
            <p className="middle-kicker">{title}</p>
            <h3 className="middle-name">{item.name}</h3>
            <p className="middle-description">{item.description}</p>
          </div>
        </div>
      )}
      <div onFocus={() => setBrowsing(true)}>
        <ItemRow
          rowId={carousel.id}
          title={title}
          orientation="landscape"
          items={pages.items}
          total={pages.total}
          onSelect={open}
          onIndexChange={onIndexChange}
          pending={pages.loading}
          notYetAsked={!near}
        />
      </div>
    </section>
  );
}
