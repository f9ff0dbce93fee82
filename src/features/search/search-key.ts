/** The search key rules and the on-screen keyboard's edits, as pure functions. */
import { SEARCH_KEY_MAX } from '../../../contract/limits';
import { SEARCH_LOG_OVER_CHARS } from '../../lib/constants';

/** The server takes keys of up to SEARCH_KEY_MAX characters; the field and the on-screen keyboard stop there. */
export { SEARCH_KEY_MAX };

/**
 * Something to search for: a character that is not a space or punctuation (the server refuses keys
 * without a letter or digit). Written without Unicode property escapes, which 2019 TVs cannot parse.
 */
const SEARCHABLE = /[^\s!-/:-@[-`{-~\u00a0-\u00bf\u2000-\u206f]/;

/**
 * The key sent to the server: trimmed, runs of spaces turned into one hyphen. Null (no search, the
 * prompt shows) when there is nothing to search for.
 */
export function toSearchKey(query: string): string | null {
  const key = query.trim().slice(0, SEARCH_KEY_MAX).trim().replace(/\s+/g, '-');
  return SEARCHABLE.test(key) ? key : null;
}

/** Keys over 4 characters are sent as an analytics event. */
export function shouldLogSearch(key: string | null): key is string {
  return key !== null && key.length > SEARCH_LOG_OVER_CHARS;
}

/** What one key of the TV's on-screen keyboard does. */
export type KeyboardKey = { kind: 'char'; char: string } | { kind: 'space' } | { kind: 'delete' } | { kind: 'clear' };

/** The field's text after an on-screen key: a character or a space added, the last one deleted, or all cleared. */
export function applyKeyboardKey(text: string, key: KeyboardKey): string {
  switch (key.kind) {
    case 'char':
      return text.length < SEARCH_KEY_MAX ? text + key.char : text;
    case 'space':
      // A leading space or a second one in a row would change nothing the server sees.
      return text === '' || text.endsWith(' ') || text.length >= SEARCH_KEY_MAX ? text : `${text} `;
    case 'delete':
      return text.slice(0, -1);
    case 'clear':
      return '';
  }
}
