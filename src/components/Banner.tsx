import { useLingui } from '@lingui/react/macro';
import { setFocus, useFocusable, type KeyPressDetails } from '../focus/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../contract/answers';
import { announce } from '../focus/announcer';
import { useHoverFocusEnabled } from '../focus/pointer-mode';
import { useReducedMotion } from '../focus/reduced-motion';
import { keepInView, scrollToTop } from '../focus/scroll';
import { positionAnnouncement } from '../lib/announcements';
import { isRtl, logicalDirection } from '../lib/direction';
import { nextAutoSlide } from '../lib/motion';
import { useUi } from '../stores/ui';
import './Banner.css';

/** Title art is drawn at 800 wide; its height depends on the lines of the title. */
const TITLE_ART_SIZE = { width: 800, height: 210 };

/**
 * The size a title picture is drawn at, read from its address (`w` and `h`, as the art server takes
 * them), so its box is kept before it arrives and nothing beside it moves when it does.
 */
export function titleArtSize(url: string): { width: number; height: number } {
  try {
    const query = new URL(url, 'http://art.invalid').searchParams;
    const width = Number(query.get('w'));
    const height = Number(query.get('h'));
    if (Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0) return { width, height };
  } catch {
    // not an address: the usual size
  }
  return TITLE_ART_SIZE;
}

export interface BannerProps {
  focusKey: string;
  label: string;
  items: readonly ContentItem[];
  /** Milliseconds per slide while nobody is using the banner. */
  intervalMs: number;
  /** The top banner stops at its last slide; others go round. */
  stopAtLast?: boolean;
  buttonLabel: string;
  onSelect: (item: ContentItem) => void;
  /** The banner at the very top of a page scrolls the page back to the top when focused. */
  atTop?: boolean;
}

/** The picture a banner shows for `item`: the tall one on a phone when there is one. */
export function bannerPicture(item: ContentItem, mobile: boolean): string {
  const meta = item.metaData;
  const wide = typeof meta.bannerImage === 'string' ? meta.bannerImage : '';
  const tall = typeof meta.mobileBannerImage === 'string' ? meta.mobileBannerImage : '';
  return (mobile ? tall || wide : wide) || item.coverart.large || item.thumbnail.large;
}

/**
 * A banner carousel: one focus target; Left and Right change the slide, OK presses its button.
 * It turns by itself every `intervalMs` until someone turns it, while not hovered, and never
 * for people who ask for less motion.
 */
export function Banner({ focusKey, label, items, intervalMs, stopAtLast = false, buttonLabel, onSelect, atTop = false }: BannerProps) {
  const formFactor = useUi((s) => s.formFactor);
  const hoverFocus = useHoverFocusEnabled();
  const reducedMotion = useReducedMotion();
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  /** Once someone turns the slides themselves, the banner stops turning by itself. */
  const [taken, setTaken] = useState(false);
  const latest = useRef({ index, items, onSelect });
  latest.current = { index, items, onSelect };

  const show = useCallback((next: number) => {
    const count = latest.current.items.length;
    if (count === 0) return;
    setIndex(((next % count) + count) % count);
  }, []);

  const shownItem = items[Math.min(index, items.length - 1)];
  // The banner holds DOM focus (its name is its label, "Featured") while its slides change, so
  // the slide is said through the live region: "1 of 5: Title". The focus engine says it as focus
  // arrives (norigin's accessibilityLabel), the effect below as the slide changes under focus.
  const slideWords = shownItem ? positionAnnouncement({ group: label, index, count: items.length, entering: false, name: shownItem.name }) : undefined;

  const { ref, focused } = useFocusable<object, HTMLElement>({
    focusKey,
    accessibilityLabel: slideWords,
    onArrowPress: (direction: string, _props: object, _details: KeyPressDetails) => {
      const { index: at, items: list } = latest.current;
      // Right to left the slides run leftwards: Left shows the next one (as its dots go).
      direction = logicalDirection(direction, isRtl());
      if (direction === 'left' && at > 0) {
        setTaken(true);
        show(at - 1);
        return false;
      }
      if (direction === 'right' && at < list.length - 1) {
        setTaken(true);
        show(at + 1);
        return false;
      }
      return true;
    },
    onEnterPress: () => {
      const item = latest.current.items[latest.current.index];
      if (item) latest.current.onSelect(item);
    },
    onFocus: (layout) => {
      const node = layout.node as HTMLElement;
      const smooth = formFactor !== 'tv' && !reducedMotion;
      if (atTop) scrollToTop(node, smooth);
      else keepInView(node, { smooth, align: formFactor === 'tv' ? 'start' : 'nearest' });
    },
  });

  // Autoplay: off once someone turns the slides, while the mouse is over it, and for viewers who
  // ask for less motion (the keys and the dots still turn it); the top banner stops at its last slide.
  const next = nextAutoSlide({ index, count: items.length, stopAtLast, paused: taken || hovered, reducedMotion });
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => show(next), intervalMs);
    return () => clearTimeout(timer);
  }, [next, index, intervalMs, show]);

  useEffect(() => {
    if (index >= items.length && items.length > 0) setIndex(0);
  }, [index, items.length]);

  const saidIndex = useRef<number | null>(null);
  useEffect(() => {
    if (!focused) {
      saidIndex.current = null;
      return;
    }
    // Arriving was said by the focus engine; a new slide under focus is said here.
    if (saidIndex.current !== null && saidIndex.current !== index && slideWords) announce(slideWords);
    saidIndex.current = index;
  }, [focused, index, slideWords]);

  const item = items[Math.min(index, items.length - 1)];
  if (!item) return null;
  const mobile = formFactor === 'mobile';
  const title = item.titleImage.small;
  const position = index + 1;
  const count = items.length;
  const name = item.name;
  const dotLabel = (slide: ContentItem) => {
    const slideName = slide.name;
    return t`Show ${slideName}`;
  };
  return (
    <section
      ref={ref}
      className="banner"
      aria-roledescription={t({ message: 'carousel', comment: 'What a banner of slides is, said by screen readers' })}
      aria-label={label}
      tabIndex={-1}
      data-focus-key={focusKey}
      data-focused={focused || undefined}
      data-slide={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className="banner-slide"
        role="group"
        aria-roledescription={t({ message: 'slide', comment: 'One picture of a banner, said by screen readers' })}
        aria-label={t`${position} of ${count}: ${name}`}
      >
        {/* The top banner's picture is the page's largest paint: fetched before what is below. A
            banner further down (home's bottom banner) loads its pictures as it nears the screen. */}
        <img
          className="banner-picture"
          src={bannerPicture(item, mobile)}
          alt=""
          decoding="async"
          fetchPriority={atTop ? 'high' : undefined}
          loading={atTop ? undefined : 'lazy'}
        />
        <div className="banner-shade" />
        <div className="banner-text">
          {title ? (
            <img className="banner-title-image" src={title} alt={item.name} {...titleArtSize(title)} loading={atTop ? undefined : 'lazy'} />
          ) : (
            <h2 className="banner-title">{item.name}</h2>
          )}
          {!mobile && <p className="banner-description">{item.description}</p>}
          <button
            type="button"
            tabIndex={-1}
            className="banner-button"
            data-focused={focused || undefined}
            onClick={() => onSelect(item)}
            onMouseEnter={() => hoverFocus && void setFocus(focusKey)}
          >
            {buttonLabel}
          </button>
        </div>
      </div>
      {items.length > 1 && (
        <div className="banner-dots">
          {items.map((slide, at) => (
            <button
              key={slide.id}
              type="button"
              tabIndex={-1}
              className="banner-dot"
              aria-label={dotLabel(slide)}
              aria-current={at === index || undefined}
              onClick={() => {
                setTaken(true);
                show(at);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
