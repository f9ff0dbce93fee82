import fs from 'node:fs';
import path from 'node:path';
import PO from 'pofile';

const catalogues = new Map<string, Map<string, string>>();

/** A language's messages as its catalogue (src/locales/<locale>.po) has them: English -> its words ('' where it has none). */
export function catalogue(locale: string): Map<string, string> {
  let messages = catalogues.get(locale);
  if (!messages) {
    const po = PO.parse(fs.readFileSync(path.join(import.meta.dirname, `../../src/locales/${locale}.po`), 'utf8'));
    messages = new Map(po.items.filter((item) => !item.msgctxt).map((item) => [item.msgid, item.msgstr[0] ?? '']));
    catalogues.set(locale, messages);
  }
  return messages;
}

/** What the app says for `english` in `locale`, as its catalogue has it. */
export function say(locale: string, english: string): string {
  const text = catalogue(locale).get(english);
  if (!text) throw new Error(`${locale}.po has no "${english}"`);
  return text;
}
