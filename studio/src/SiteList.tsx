/**
 * The site screen's list of entries (FAQ questions, blog posts, plans, countries...): each entry
 * with its fields, moved with its arrows or Alt+Up/Down on its handle, added and removed.
 */
import { useRef } from 'react';
import { moved } from './site-forms';
import type { Entry, FieldDef } from './site-sections';
import { Fields } from './SiteFields';

let keysGiven = 0;
/** The entry's key in `keys`, given the first time it is asked for. */
function entryKey(keys: WeakMap<Entry, string>, entry: Entry): string {
  let key = keys.get(entry);
  if (!key) keys.set(entry, (key = `entry-${++keysGiven}`));
  return key;
}

/** A list of entries: each with its fields; move with the buttons or Alt+Up/Down on its handle; add and remove. */
export function ListEditor({
  items,
  fields,
  blank,
  noun,
  titleKey,
  errors,
  prefix,
  onChange,
}: {
  items: Entry[];
  fields: FieldDef[];
  blank: () => Entry;
  noun: string;
  titleKey: string;
  errors: Record<string, string>;
  prefix: string;
  onChange: (items: Entry[]) => void;
}) {
  // Keys that follow an entry as it moves (an entry not saved yet has no id).
  const keys = useRef(new WeakMap<Entry, string>());
  const keyOf = (entry: Entry) => entryKey(keys.current, entry);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const entry = items[from]!;
    onChange(moved(items, from, to));
    // Focus follows the entry, so a keyboard user can keep moving it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-entry="${keyOf(entry)}"] .handle`)?.focus());
  };
  const update = (index: number, entry: Entry) => {
    const next = [...items];
    const old = next[index]!;
    next[index] = entry;
    keys.current.set(entry, keyOf(old));
    onChange(next);
  };
  const listError = errors[prefix.replace(/\/$/, '')];
  return (
    <>
      {listError && <p className="error">{listError}</p>}
      <p className="hint" id={`${prefix || 'list'}-order-hint`}>
        Focus an entry’s handle and press Alt+Up or Alt+Down to move it, or use its arrows.
      </p>
      <ol className="site-list" aria-describedby={`${prefix || 'list'}-order-hint`}>
        {items.map((entry, index) => {
          const title = String(entry[titleKey] ?? '') || `New ${noun}`;
          return (
            <li key={keyOf(entry)} data-entry={keyOf(entry)} className="site-entry">
              <div className="site-entry-head">
                <button
                  type="button"
                  className="handle"
                  aria-label={`${title}, ${index + 1} of ${items.length}. Alt+Up or Alt+Down to move.`}
                  onKeyDown={(event) => {
                    if (!event.altKey) return;
                    if (event.key === 'ArrowUp') move(index, index - 1);
                    else if (event.key === 'ArrowDown') move(index, index + 1);
                    else return;
                    event.preventDefault();
                  }}
                >
                  ⠿
                </button>
                <strong>{title}</strong>
                <button type="button" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Move ${title} up`}>
                  ↑
                </button>
                <button type="button" onClick={() => move(index, index + 1)} disabled={index === items.length - 1} aria-label={`Move ${title} down`}>
                  ↓
                </button>
                <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`Remove ${title}`}>
                  Remove
                </button>
              </div>
              <Fields
                idPrefix={`${prefix}${keyOf(entry)}`}
                value={entry}
                fields={fields}
                errors={errors}
                prefix={`${prefix}${index}/`}
                onChange={(e) => update(index, e)}
              />
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => onChange([...items, blank()])}>
        Add a {noun}
      </button>
    </>
  );
}
