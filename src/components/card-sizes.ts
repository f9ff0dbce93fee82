import { useUi } from '../stores/ui';
import type { FormFactor } from '../lib/form-factor';
import type { Orientation } from '../../contract/wire';

export interface CardSize {
  /** Picture size. */
  width: number;
  height: number;
  /** Height of the whole card, picture and title. */
  total: number;
  gap: number;
}

const PICTURES: Record<FormFactor, Record<Orientation, [number, number]>> = {
  tv: { landscape: [384, 216], portrait: [240, 360], circle: [232, 232] },
  desktop: { landscape: [288, 162], portrait: [180, 270], circle: [176, 176] },
  mobile: { landscape: [200, 112], portrait: [120, 180], circle: [112, 112] },
};
const TITLE_HEIGHT: Record<FormFactor, number> = { tv: 60, desktop: 46, mobile: 40 };
const GAP: Record<FormFactor, number> = { tv: 32, desktop: 20, mobile: 12 };

/** Card sizes per layout and orientation: rows need them up front to virtualise without measuring. */
export function cardSize(formFactor: FormFactor, orientation: Orientation): CardSize {
  const [width, height] = PICTURES[formFactor][orientation];
  return { width, height, total: height + TITLE_HEIGHT[formFactor], gap: GAP[formFactor] };
}

/** Cards of a grid: phones fit two a line, whatever the width; other layouts use the rows' sizes (or `cardWidth`). */
export function gridCardSize(formFactor: FormFactor, orientation: Orientation, cardWidth?: number): CardSize {
  const size = cardSize(formFactor, orientation);
  if (cardWidth && formFactor !== 'mobile') {
    // A narrower column (search beside its keyboard) sets the picture's width.
    const height = Math.round((cardWidth * size.height) / size.width);
    return { ...size, width: cardWidth, height, total: size.total - size.height + height };
  }
  if (formFactor !== 'mobile') return size;
  const width = Math.floor((Math.min(useUi.getState().windowWidth, 600) - 32 - size.gap) / 2);
  const height = Math.round((width * size.height) / size.width);
  return { ...size, width, height, total: size.total - size.height + height };
}
