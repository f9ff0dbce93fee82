import { memo } from 'react';
import type { ContentItem, Orientation } from '../api/types';
import './Card.css';

export interface CardProps {
  item: ContentItem;
  orientation: Orientation;
  width: number;
  height: number;
}

/** A programme's card: its picture in the row's orientation and its title. */
export const Card = memo(function Card({ item, orientation, width, height }: CardProps) {
  const picture = width > 300 ? item.thumbnail.large || item.thumbnail.medium : item.thumbnail.medium || item.thumbnail.small;
  return (
    <div className={`card card-${orientation}`} aria-label={item.name}>
      <div className="card-picture" style={{ width, height }}>
        {picture && <img src={picture} alt="" width={width} height={height} loading="lazy" decoding="async" draggable={false} />}
      </div>
      <span className="card-title" style={{ width }}>
        {item.name}
      </span>
    </div>
  );
});
