// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { mayTakeFocus, noteViewerInput } from './viewer-input';

afterEach(() => {
  document.body.innerHTML = '';
});

function draw(): { player: HTMLElement; control: HTMLButtonElement; schedule: HTMLButtonElement } {
  document.body.innerHTML = '<div id="player"><button id="toggle">Pause</button></div><button id="schedule">Full Schedule</button>';
  return {
    player: document.getElementById('player')!,
    control: document.getElementById('toggle') as HTMLButtonElement,
    schedule: document.getElementById('schedule') as HTMLButtonElement,
  };
}

describe('a part of the page that becomes ready late', () => {
  it('takes focus while the viewer has not moved since it appeared', () => {
    const { player, schedule } = draw();
    noteViewerInput(100);
    schedule.focus();
    expect(mayTakeFocus(player, 200)).toBe(true);
  });

  it('leaves the viewer where they went since it appeared', () => {
    const { player, schedule } = draw();
    schedule.focus();
    noteViewerInput(300);
    expect(mayTakeFocus(player, 200)).toBe(false);
  });

  it('takes focus when focus is already inside it, or on nothing', () => {
    const { player, control } = draw();
    noteViewerInput(300);
    control.focus();
    expect(mayTakeFocus(player, 200)).toBe(true);
    control.blur();
    expect(document.activeElement).toBe(document.body);
    expect(mayTakeFocus(player, 200)).toBe(true);
  });
});
