import { memo } from 'react';
import type { Orientation } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';
import { cardPictures } from '../lib/home-blocks';
import { pictureSet } from '../lib/picture-set';
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
 * the app's first page has its focus (stores/first-screen.ts); its box is kept meanwhile. The
 * browser takes the picture's size that fills the card at the screen's density (`srcset`, `sizes`).
 */
export const Card = memo(function Card({ item, orientation, width, height, subtitle }: CardProps) {
  const picturesMayLoad = useFirstScreen((s) => s.shown);
  const picture = picturesMayLoad ? pictureSet(cardPictures(item)) : null;
  return (
    <div className={`card card-${orientation}`} aria-label={item.name}>
      <div className="card-picture" style={{ width, height }}>
        {picture && (
          <img
            src={picture.src}
            srcSet={picture.srcSet || undefined}
            sizes={`${width}px`}
            alt=""
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        )}
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
