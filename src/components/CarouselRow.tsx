import { memo, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCataloguePages } from '../api/get-catalogue';
import { useRetryOnReconnect } from '../stores/use-retry-on-reconnect';
import type { Orientation } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';
import { cardName } from '../lib/announcements';
import { HOME_CAROUSEL_PAGE_SIZE } from '../lib/constants';
import { useOpenDetail } from './use-open-detail';
import { cardAction, carouselOrientation } from '../lib/home-blocks';
import { useSession } from '../stores/session';
import { useUi } from '../stores/ui';
import { useAskToSignIn } from './use-ask-to-sign-in';
import { Card } from './Card';
import { cardSize } from './card-sizes';
import { useNearViewport } from './use-near-viewport';
import { VirtualRow } from './VirtualRow';
import './CarouselRow.css';

/**
 * What choosing a card does here: a network, the shorts, resume, live, or the detail modal.
 * Playing needs a signed-in viewer: signed out, a short asks to sign in where the viewer is (the
 * card keeps focus for when the popup closes) and signing in goes on to it.
 */
export function useCardAction(carouselName: string, carouselId: string) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.loggedIn);
  const askToSignIn = useAskToSignIn();
  const openDetail = useOpenDetail();
  return useCallback(
    (item: ContentItem) => {
      const action = cardAction(carouselName, carouselId, item);
      if (!signedIn && (action.kind === 'short' || action.kind === 'resume')) {
        askToSignIn(action.to);
      } else if (action.kind === 'detail') {
        openDetail(action, action.catalogueId);
      } else {
        navigate(action.to);
      }
    },
    [carouselId, carouselName, navigate, openDetail, signedIn, askToSignIn],
  );
}

export interface ItemRowProps {
  rowId: string;
  title: string;
  orientation: Orientation;
  items: readonly ContentItem[];
  /** How many the carousel holds in all, when the server says. */
  total?: number | null;
  hasMore?: boolean;
  loadMore?: () => void;
  onSelect: (item: ContentItem) => void;
  /** A card's accessible name, when OK does something else than open it (remove mode). */
  itemLabel?: (item: ContentItem) => string;
  onIndexChange?: (index: number, item: ContentItem) => void;
  /** The carousel's loading is under way (keeps its space so the page does not jump). */
  pending?: boolean;
  /**
   * Its cards not asked for yet: it asks as it comes near the screen, which keys quicker than the
   * page draws can outrun. A key towards it waits for its cards then too, rather than skip it.
   */
  notYetAsked?: boolean;
  /** A control beside the title (Continue Watching's Edit). */
  titleAction?: ReactNode;
  /** Drawn over each card (Continue Watching's remove mark). */
  decorate?: (item: ContentItem) => ReactNode;
  /** The focus key of `titleAction`: Up from the row goes there. */
  titleActionKey?: string;
}

/** How far rows run past the page's right padding to the screen's edge (see CarouselRow.css). */
const ROW_BLEED = { tv: 96, desktop: 48, mobile: 16 } as const;

/** A titled row of cards. */
export function ItemRow({
  rowId,
  title,
  orientation,
  items,
  total,
  hasMore,
  loadMore,
  onSelect,
  itemLabel = cardName,
  onIndexChange,
  pending,
  notYetAsked,
  titleAction,
  titleActionKey,
  decorate,
}: ItemRowProps) {
  const formFactor = useUi((s) => s.formFactor);
  const size = cardSize(formFactor, orientation);
  const renderItem = useCallback(
    (item: ContentItem) => {
      const card = <Card item={item} orientation={orientation} width={size.width} height={size.height} />;
      return decorate ? (
        <div className="card-decorated">
          {card}
          {decorate(item)}
        </div>
      ) : (
        card
      );
    },
    [orientation, size.width, size.height, decorate],
  );
  return (
    <>
      {titleAction ? (
        <div className="carousel-head">
          <h2 className="carousel-title">{title}</h2>
          {titleAction}
        </div>
      ) : (
        <h2 className="carousel-title">{title}</h2>
      )}
      <div
        className="carousel-row"
        style={{ height: size.total }}
        aria-busy={pending || undefined}
        // Its cards not drawn yet: a key towards it waits for them (focus/engine.ts).
        data-row-arriving={((pending || notYetAsked) && items.length === 0) || undefined}
      >
        {items.length > 0 && (
          <VirtualRow
            focusKey={`row:${rowId}`}
            label={title}
            items={items}
            itemKey={(item) => item.id}
            itemLabel={itemLabel}
            total={total}
            itemWidth={size.width}
            itemHeight={size.total}
            gap={size.gap}
            renderItem={renderItem}
            onSelect={onSelect}
            hasMore={hasMore}
            loadMore={loadMore}
            onIndexChange={onIndexChange}
            ring={false}
            endInset={ROW_BLEED[formFactor]}
            upFocusKey={titleActionKey}
          />
        )}
      </div>
    </>
  );
}

/**
 * One carousel of a catalogue: loads its first 20 as it comes near the screen and more as focus
 * or scrolling nears its end. One that fails or turns out empty is left out.
 */
export const CarouselRow = memo(function CarouselRow({ carousel }: { carousel: ContentItem }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const near = useNearViewport(element);
  const pages = useCataloguePages(carousel.id, HOME_CAROUSEL_PAGE_SIZE, near);
  // Left out while offline, back once the connection is.
  useRetryOnReconnect(pages);
  const open = useCardAction(carousel.name, carousel.id);
  const settledEmpty = near && !pages.loading && pages.items.length === 0 && (!pages.hasMore || pages.error !== null);
  if (settledEmpty) return null;
  return (
    <section ref={setElement} className="carousel" aria-label={carousel.name} data-row-block>
      <ItemRow
        rowId={carousel.id}
        title={carousel.name}
        orientation={carouselOrientation(carousel)}
        items={pages.items}
        total={pages.total}
        hasMore={pages.hasMore}
        loadMore={pages.loadMore}
        onSelect={open}
        pending={pages.loading}
        notYetAsked={!near}
      />
    </section>
  );
});
