/**
 * The spatial navigation library (norigin) as the app uses it. Only src/focus imports the library;
 * everything else imports it from here, so a change of library, or of how it is called, is a
 * change to one folder. (The test harness's NaiveRow is the one exception: it shows the library's
 * plain use, as the baseline our rows are measured against.)
 */
import { useCallback } from 'react';
import {
  setFocus as librarySetFocus,
  useFocusable as useLibraryFocusable,
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

/** The element drawn for `focusKey` (a control, a section or a row) inside `within`, if any. */
export function focusableElement(focusKey: string, within: ParentNode = document): Element | null {
  const key = CSS.escape(focusKey);
  return within.querySelector(`[data-focus-key="${key}"], [data-focus-section="${key}"], [data-row="${key}"]`);
}

/** What focus was last asked for, if that was after `time`. */
export function focusAskedSince(time: number): string | null {
  return lastAsked.at > time ? lastAsked.focusKey : null;
}
