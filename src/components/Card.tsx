import { memo } from 'react';
import type { ContentItem, Orientation } from '../../contract/wire';
import { cardPicture } from '../lib/home-blocks';
import { useFirstScreen } from '../stores/first-screen';
import './Card.css';

export interface CardProps {
  item: ContentItem;
  orientation: Orientation;
  width: number;
  height: number;
  /** A second line under the title (an episode's show name in search results). */
  subtitle?: string;
}

/**
 * A programme's card: its picture in the row's orientation and its title. The picture comes once
 * the app's first page has its focus (stores/first-screen.ts); its box is kept meanwhile.
 */
/** Widest card the medium picture serves (640 px); a wider card takes the large one. A raster picture
 * larger than its box costs its decoding and memory: TV cards (about 380 px) asking for the 1,280 px
 * one slowed a walk down home until it dropped keys. */
const MEDIUM_PICTURE_WIDTH = 640;

export const Card = memo(function Card({ item, orientation, width, height, subtitle }: CardProps) {
  const picturesMayLoad = useFirstScreen((s) => s.shown);
  const picture = picturesMayLoad ? cardPicture(item, width > MEDIUM_PICTURE_WIDTH) : '';
  return (
    <div className={`card card-${orientation}`} aria-label={item.name}>
      <div className="card-picture" style={{ width, height }}>
        {picture && <img src={picture} alt="" width={width} height={height} loading="lazy" decoding="async" draggable={false} />}
      </div>
      <span className="card-title" style={{ width }}>
        {item.name}
      </span>
      {subtitle && (
        <span className="card-subtitle" style={{ width }}>
          {subtitle}
        </span>
      )}
    </div>
  );
});
