// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { SpatialNavigation } from '@noriginmedia/norigin-spatial-navigation';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initFocusEngine } from './engine';

/**
 * engine.ts replaces three of the spatial navigation library's methods on its one instance
 * (smartNavigate, updateLayout, addFocusable) and relies on how the library calls them. The
 * library is pinned exactly (package.json: the wrapper in dependencies, its core and React parts
 * in overrides); these fail when an upgrade moves what the replacements rely on.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, any>;
const installed = (name: string) => read(`node_modules/${name}/package.json`).version as string;
const noop = () => undefined;
/** A focusable as useFocusable registers one. */
const component = (focusKey: string, node: HTMLElement) =>
  ({
    focusKey,
    node,
    parentFocusKey: 'SN:ROOT',
    focusable: true,
    onEnterPress: noop,
    onEnterRelease: noop,
    onArrowPress: () => true,
    onArrowRelease: noop,
    onFocus: noop,
    onBlur: noop,
    onUpdateFocus: noop,
    onUpdateHasFocusedChild: noop,
  }) as never;

describe('the spatial navigation library engine.ts changes', () => {
  beforeAll(() => initFocusEngine('jsdom'));
  afterEach(() => vi.restoreAllMocks());

  it('is pinned to the exact versions installed, the ones engine.ts was written against', () => {
    const pkg = read('package.json');
    expect(pkg.dependencies['@noriginmedia/norigin-spatial-navigation']).toBe('3.3.0');
    expect(pkg.overrides['@noriginmedia/norigin-spatial-navigation-core']).toBe('4.1.1');
    expect(pkg.overrides['@noriginmedia/norigin-spatial-navigation-react']).toBe('3.3.0');
    expect(installed('@noriginmedia/norigin-spatial-navigation')).toBe('3.3.0');
    expect(installed('@noriginmedia/norigin-spatial-navigation-core')).toBe('4.1.1');
    expect(installed('@noriginmedia/norigin-spatial-navigation-react')).toBe('3.3.0');
  });

  it('measures a focusable as it is added through its own updateLayout (measureOnFirstUse skips that one)', () => {
    // A fresh instance of the library's class: its addFocusable, as the library wrote it.
    const Library = SpatialNavigation.constructor as new () => typeof SpatialNavigation;
    const fresh = new Library();
    const measured = vi.spyOn(fresh, 'updateLayout').mockResolvedValue();
    fresh.addFocusable(component('internals:probe', document.createElement('div')));
    expect(measured).toHaveBeenCalledWith('internals:probe');
  });

  it("measures a focusable at once when asked, as the library's own adapter would (engine.ts measureNow)", () => {
    const node = document.createElement('div');
    vi.spyOn(node, 'getBoundingClientRect').mockReturnValue({ x: 10, y: 20, width: 30, height: 40, left: 10, top: 20, right: 40, bottom: 60 } as DOMRect);
    SpatialNavigation.addFocusable(component('internals:measure', node));
    const all = (SpatialNavigation as unknown as { focusableComponents: Record<string, { layout?: object; layoutUpdatedAt?: number }> }).focusableComponents;
    void SpatialNavigation.updateLayout('internals:measure');
    expect(all['internals:measure']!.layout).toEqual({ x: 10, y: 20, width: 30, height: 40, left: 10, top: 20, right: 40, bottom: 60, node });
    expect(all['internals:measure']!.layoutUpdatedAt).toBeGreaterThan(0);
    SpatialNavigation.removeFocusable({ focusKey: 'internals:measure' });
  });

  it('answers an arrow key by calling smartNavigate(direction, null, { event }) on its instance', async () => {
    const navigate = vi.spyOn(SpatialNavigation, 'smartNavigate').mockResolvedValue();
    const node = document.createElement('button');
    document.body.append(node);
    SpatialNavigation.addFocusable(component('internals:key', node));
    SpatialNavigation.setFocus('internals:key');
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', keyCode: 40, bubbles: true });
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('down', null, expect.objectContaining({ event })));
    window.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowDown', keyCode: 40, bubbles: true }));
    SpatialNavigation.removeFocusable({ focusKey: 'internals:key' });
    node.remove();
  });
});
