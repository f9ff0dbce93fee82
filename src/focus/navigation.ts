/**
 * The spatial navigation library (norigin) as the app uses it. Only src/focus imports the library;
 * everything else imports it from here, so a change of library, or of how it is called, is a
 * change to one folder. (The test harness's NaiveRow is the one exception: it shows the library's
 * plain use, as the baseline our rows are measured against.)
 */
export {
  doesFocusableExist,
  FocusContext,
  getCurrentFocusKey,
  pause as pauseNavigation,
  resume as resumeNavigation,
  setFocus,
  useFocusable,
} from '@noriginmedia/norigin-spatial-navigation';
export type { FocusDetails, KeyPressDetails, UseFocusableConfig } from '@noriginmedia/norigin-spatial-navigation';
