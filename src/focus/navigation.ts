/**
 * The spatial navigation library (norigin) as the app uses it. Only src/focus imports the library;
 * everything else imports it from here, so a change of library, or of how it is called, is a
 * change to one folder. (The test harness's NaiveRow is the one exception: it shows the library's
 * plain use, as the baseline our rows are measured against.)
 */
import { useCallback, useContext, useEffect, useRef } from 'react';
import {
  setFocus as librarySetFocus,
  FocusContext,
  SpatialNavigation,
  useFocusable as useLibraryFocusable,
  type FocusableComponentLayout,
  type KeyPressDetails,
  type FocusDetails,
  type UseFocusableConfig,
  type UseFocusableResult,
} from '@noriginmedia/norigin-spatial-navigation';

export {
  doesFocusableExist,
  FocusContext,
  getCurrentFocusKey,
  pause as pauseNavigation,
  resume as resumeNavigation,
} from '@noriginmedia/norigin-spatial-navigation';
export type { FocusDetails, KeyPressDetails, UseFocusableConfig } from '@noriginmedia/norigin-spatial-navigation';

let lastAsked = { focusKey: '', at: 0 };

/**
 * Focuses `focusKey`. The library may carry this out a moment later (its scheduler runs one task
 * at a time), so what was asked for, and when, is noted: a page's own choice on its way is not
 * taken for no choice (see focusAskedSince).
 */
export const setFocus: typeof librarySetFocus = (focusKey, details) => {
  lastAsked = { focusKey, at: performance.now() };
  return librarySetFocus(focusKey, details);
};

/** The library's useFocusable, whose `focusSelf` is noted like any other request (see setFocus). */
export const useFocusable: typeof useLibraryFocusable = <P, E>(config?: UseFocusableConfig<P>): UseFocusableResult<E> => {
  const found = useLibraryFocusable<P, E>(config);
  const { focusKey, focusSelf: libraryFocusSelf } = found;
  const focusSelf = useCallback(
    (details?: FocusDetails) => {
      lastAsked = { focusKey, at: performance.now() };
      libraryFocusSelf(details);
    },
    [focusKey, libraryFocusSelf],
  );
  return { ...found, focusSelf };
};

export interface FocusTargetConfig {
  focusKey: string;
  onArrowPress: (direction: string, details: KeyPressDetails) => boolean;
  onArrowRelease?: (direction: string) => void;
  onEnterPress: (details?: KeyPressDetails) => void;
  onFocus?: (layout: FocusableComponentLayout, details: FocusDetails) => void;
  /**
   * Focus came or went: called at once, in the engine's own move (before its onFocus, which waits
   * for a measure), so what focus draws is drawn in the press's task, with no render.
   */
  onFocusChange: (focused: boolean) => void;
}

/**
 * A focus target that draws its focus itself: the library's useFocusable keeps `focused` as React
 * state, so every Down or Up rendered the row it left and the row it reached (their hooks, their
 * cards compared one by one) and committed them, in the press's task, for two attributes. A row
 * given to this hook is told of focus by `onFocusChange` and marks itself; nothing renders. Its
 * handlers are read from the latest render, and it is registered under its parent's focus key
 * (the FocusContext), as the library's own hook does.
 */
export function useFocusTarget<E extends HTMLElement>(config: FocusTargetConfig) {
  const ref = useRef<E | null>(null);
  const latest = useRef(config);
  latest.current = config;
  const focused = useRef(false);
  const parentFocusKey = useContext(FocusContext);
  const { focusKey } = config;
  useEffect(() => {
    SpatialNavigation.addFocusable({
      focusKey,
      node: ref.current as HTMLElement,
      parentFocusKey,
      onArrowPress: (direction, details) => latest.current.onArrowPress(direction, details),
      onArrowRelease: (direction) => latest.current.onArrowRelease?.(direction),
      onEnterPress: (details) => latest.current.onEnterPress(details),
      onEnterRelease: () => undefined,
      onFocus: (layout, details) => latest.current.onFocus?.(layout, details),
      onBlur: () => undefined,
      onUpdateFocus: (now = false) => {
        if (focused.current === now) return;
        focused.current = now;
        latest.current.onFocusChange(now);
      },
      onUpdateHasFocusedChild: () => undefined,
      saveLastFocusedChild: true,
      trackChildren: false,
      autoRestoreFocus: true,
      forceFocus: false,
      focusable: true,
      isFocusBoundary: false,
    });
    return () => {
      SpatialNavigation.removeFocusable({ focusKey });
      focused.current = false;
    };
  }, [focusKey, parentFocusKey]);
  const isFocused = useCallback(() => focused.current, []);
  return { ref, isFocused };
}

/** The element drawn for `focusKey` (a control, a section or a row) inside `within`, if any. */
export function focusableElement(focusKey: string, within: ParentNode = document): Element | null {
  const key = CSS.escape(focusKey);
  return within.querySelector(`[data-focus-key="${key}"], [data-focus-section="${key}"], [data-row="${key}"]`);
}

/** What focus was last asked for, if that was after `time`. */
export function focusAskedSince(time: number): string | null {
  return lastAsked.at > time ? lastAsked.focusKey : null;
}
