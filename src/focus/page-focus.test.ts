// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteViewerInput } from './viewer-input';
import { focusPageWhenReady, LATE_FOCUS_MS, PAGE_FOCUS_WAIT_MS, PARK_IN_NAV_MS } from './page-focus';

// The focus engine, as far as these need it: a focus key is an element's data-focus-key, and
// NAV is the navigation's first entry.
vi.mock('@noriginmedia/norigin-spatial-navigation', () => {
  const find = (key: string) =>
    key === 'NAV' ? document.querySelector<HTMLElement>('[data-focus-section="NAV"] button') : document.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
  return {
    doesFocusableExist: (key: string) => find(key) !== null,
    setFocus: (key: string) => find(key)?.focus(),
  };
});

const focusedKey = () => {
  const element = document.activeElement as HTMLElement | null;
  return element?.closest('[data-focus-section="NAV"]') ? 'NAV' : (element?.getAttribute('data-focus-key') ?? null);
};

/** The page draws its first focusable now. */
function drawPage() {
  const card = document.createElement('button');
  card.setAttribute('data-focus-key', 'card-1');
  document.querySelector('[data-focus-section="CONTENT"]')!.append(card);
}

describe('focus given back to a page that draws late', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
    document.body.innerHTML = '<nav data-focus-section="NAV"><button>Home</button><button>Search</button></nav><main data-focus-section="CONTENT"></main>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits in the navigation, then goes to the page when it draws', () => {
    focusPageWhenReady();
    vi.advanceTimersByTime(PAGE_FOCUS_WAIT_MS + 100);
    expect(focusedKey()).toBe('NAV');
    vi.advanceTimersByTime(3000);
    drawPage();
    vi.advanceTimersByTime(200);
    expect(focusedKey()).toBe('card-1');
  });

  it('does not leave focus on nothing while it waits: the navigation holds it early, and the page takes it when it draws', () => {
    focusPageWhenReady();
    vi.advanceTimersByTime(PARK_IN_NAV_MS - 100);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(200);
    expect(focusedKey()).toBe('NAV');
    drawPage();
    vi.advanceTimersByTime(100);
    expect(focusedKey()).toBe('card-1');
  });

  it('a page that draws in time takes focus without passing through the navigation', () => {
    const seen: string[] = [];
    document.addEventListener('focusin', () => seen.push(focusedKey() ?? ''));
    focusPageWhenReady();
    vi.advanceTimersByTime(PARK_IN_NAV_MS - 200);
    drawPage();
    vi.advanceTimersByTime(PARK_IN_NAV_MS);
    expect(seen).toEqual(['card-1']);
  });

  it('stays where the viewer moved meanwhile', () => {
    focusPageWhenReady();
    vi.advanceTimersByTime(PAGE_FOCUS_WAIT_MS + 100);
    noteViewerInput();
    document.querySelectorAll<HTMLElement>('nav button')[1]!.focus();
    drawPage();
    vi.advanceTimersByTime(200);
    expect(document.activeElement?.textContent).toBe('Search');
  });

  it('stops looking once the page has had the API’s timeout to draw', () => {
    const stop = focusPageWhenReady();
    vi.advanceTimersByTime(PAGE_FOCUS_WAIT_MS + LATE_FOCUS_MS + 500);
    drawPage();
    vi.advanceTimersByTime(500);
    expect(focusedKey()).toBe('NAV');
    stop();
  });
});
