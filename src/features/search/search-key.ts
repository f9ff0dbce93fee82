/** The search key rules (SPEC section 5) and the on-screen keyboard's edits, as pure functions. */
import { SEARCH_LOG_OVER_CHARS } from '../../lib/constants';

/** The key sent to the server: trimmed, runs of spaces turned into one hyphen. Empty: null (no search). */
export function toSearchKey(query: string): string | null {
  const key = query.trim().replace(/\s+/g, '-');
  return key.length > 0 ? key : null;
}

/** Keys over 4 characters are sent as an analytics event (SPEC section 5). */
export function shouldLogSearch(key: string | null): key is string {
  return key !== null && key.length > SEARCH_LOG_OVER_CHARS;
}

/** What one key of the TV's on-screen keyboard does. */
export type KeyboardKey = { kind: 'char'; char: string } | { kind: 'space' } | { kind: 'delete' } | { kind: 'clear' };

/** The field's text after an on-screen key: a character or a space added, the last one deleted, or all cleared. */
export function applyKeyboardKey(text: string, key: KeyboardKey): string {
  switch (key.kind) {
    case 'char':
      return text + key.char;
    case 'space':
      // A leading space or a second one in a row would change nothing the server sees.
      return text === '' || text.endsWith(' ') ? text : `${text} `;
    case 'delete':
      return text.slice(0, -1);
    case 'clear':
      return '';
  }
}
