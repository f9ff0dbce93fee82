// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { roomAbove } from './dropdown-room';

/** An element whose box is `top..top+height` on screen (jsdom lays nothing out). */
function boxed<E extends HTMLElement>(element: E, top: number, height: number): E {
  element.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) });
  return element;
}

/** A control at `top` on a TV stage `height` screen pixels tall (1080 is the stage's own size). */
function onStage(height: number, top: number): HTMLElement {
  const stage = boxed(document.createElement('div'), 0, height);
  stage.className = 'tv-stage';
  const control = boxed(document.createElement('div'), top, 40);
  stage.append(control);
  return control;
}

describe('the room a list opening upwards has', () => {
  it('on the TV stage: from the control to the safe area, in stage pixels', () => {
    // A 1280x720 screen shows the 1920x1080 stage at two thirds: 400 screen px is 600 stage px;
    // the safe area starts at 54; 6 px gap.
    expect(roomAbove(onStage(720, 400))).toEqual({ '--room-above': '540px' });
  });

  it('a control at the top of the screen leaves no room rather than a negative one', () => {
    expect(roomAbove(onStage(1080, 30))).toEqual({ '--room-above': '0px' });
  });

  it('off the stage (desktop, phone): up to 8 px from the top of the window', () => {
    const control = boxed(document.createElement('div'), 300, 40);
    expect(roomAbove(control)).toEqual({ '--room-above': '286px' });
  });
});
