import { startTransition } from 'react';

/**
 * Whether big draws go to React as transitions, in slices it can pause for the viewer's input,
 * rather than in one piece: on a phone, where a tap must not wait for a long draw (a first visit
 * draws the whole app, then several rows as their answers come). A TV and a desktop draw at once:
 * on a TV the slices put the first focus later (1.3 s at 6x, measured in turns), and a desktop's
 * Lighthouse score is full without them. The UI store sets it with the layout.
 */
let inSlices = false;

export function setSlicedDrawing(on: boolean): void {
  inSlices = on;
}

/** Runs a state update that draws much: as a transition on a phone, at once elsewhere. */
export function drawSliced(update: () => void): void {
  if (inSlices) startTransition(update);
  else update();
}
