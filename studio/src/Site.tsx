import DOMPurify from 'dompurify';
import { useRef, useState } from 'react';
import { sanitizeWith } from '../../contract/rich-text';
import { PLAN_KINDS, SITE_SECTION_KEYS, SITE_SECTIONS, type SiteSection, type SiteSectionKey } from '../../contract/studio-site';
import { call, StudioError } from './api';
import { keepNotice, linkProps, takeNotice } from './router';
import { moved, pathErrors } from './site-forms';
import { Field, Loading, SaveNotice, type SaveMessage } from './ui';
import { useAsync } from './useAsync';
import './site.css';

type Entry = Record<string, unknown>;
type FieldKind = 'text' | 'long' | 'rich' | 'date' | 'number' | 'check' | 'select' | 'numbers';
interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  options?: readonly string[];
  hint?: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const faqFields = (answer: string): FieldDef[] => [
  { key: 'title', label: 'Question', kind: 'text' },
  { key: 'body', label: answer, kind: 'rich' },
  { key: 'kids', label: 'Also on kids profiles', kind: 'check' },
];

/** What each section's entries are made of, how a new one starts, and what the page says about it. */
const LISTS: Partial<Record<SiteSectionKey, { fields: FieldDef[]; blank: () => Entry; noun: string; about: string; titleKey: string }>> = {
  faq: {
    fields: faqFields('Answer'),
    blank: () => ({ id: '', title: '', date: today(), imageUrl: '', body: '', kids: true }),
    noun: 'question',
    about: 'The questions of the FAQ page and the home page’s FAQ (blog entries tagged faq), in this order.',
    titleKey: 'title',
  },
  'about-faq': {
    fields: faqFields('Answer'),
    blank: () => ({ id: '', title: '', date: today(), imageUrl: '', body: '', kids: true }),
    noun: 'question',
    about: 'The questions on the About us page, listed after the FAQ’s on the FAQ page (blog entries tagged about-us-faq).',
    titleKey: 'title',
  },
  blog: {
    fields: [
      { key: 'title', label: 'Title', kind: 'text' },
      { key: 'date', label: 'Date', kind: 'date' },
      { key: 'imageUrl', label: 'Picture address', kind: 'text', hint: 'https://… or a path of this site such as /pictures/…; empty for none.' },
      { key: 'body', label: 'Text', kind: 'rich' },
      { key: 'kids', label: 'Also on kids profiles', kind: 'check' },
    ],
    blank: () => ({ id: '', title: '', date: today(), imageUrl: '', body: '', kids: true }),
    noun: 'post',
    about: 'Blog posts (blog entries tagged blog), newest first or in the order you choose.',
    titleKey: 'title',
  },
  plans: {
    fields: [
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'description', label: 'Description', kind: 'long' },
      { key: 'price', label: 'Price', kind: 'number', hint: '0 for a free plan; e.g. 4.99.' },
      { key: 'currency', label: 'Currency', kind: 'text', hint: 'Three letters, e.g. USD.' },
      { key: 'periodDays', label: 'Lasts (days)', kind: 'number' },
      { key: 'kind', label: 'Kind', kind: 'select', options: PLAN_KINDS, hint: 'A supporter plan also shows the way to the donation site.' },
    ],
    blank: () => ({ id: '', name: '', description: '', price: 0, currency: 'USD', periodDays: 365, kind: 'free' }),
    noun: 'plan',
    about: 'The plans of the Packages page. A plan taken off stays on the subscriptions that name it, and is no longer offered.',
    titleKey: 'name',
  },
  'sister-sites': {
    fields: [
      { key: 'text', label: 'Name', kind: 'text' },
      { key: 'link', label: 'Address', kind: 'text', hint: 'https://…' },
      { key: 'imageUrl', label: 'Picture address', kind: 'text', hint: 'https://… or a path of this site; empty for none.' },
    ],
    blank: () => ({ text: '', link: 'https://', imageUrl: '' }),
    noun: 'site',
    about: 'The sister sites of the network panel and the footer.',
    titleKey: 'text',
  },
  navigation: {
    fields: [
      { key: 'title', label: 'Menu entry', kind: 'text' },
      { key: 'id', label: 'Page of carousels (its id)', kind: 'text', hint: 'A published category holding carousels, e.g. nav-saints.' },
      { key: 'bannerid', label: 'Its banner (id)', kind: 'text', hint: 'Empty for none.' },
    ],
    blank: () => ({ id: '', title: '', bannerid: '' }),
    noun: 'menu entry',
    about: 'The configured entries of the viewer’s menu (between Shows and My List).',
    titleKey: 'title',
  },
};
const FOOTER_COUNTRY: FieldDef[] = [
  { key: 'code', label: 'Country', kind: 'text', hint: 'Three letters (USA, GBR, AUT…) or EU for the member states without their own.' },
  { key: 'legalText', label: 'Legal text', kind: 'long' },
  { key: 'phone', label: 'Support phone', kind: 'text' },
];
const OBJECTS: Partial<Record<SiteSectionKey, { fields: FieldDef[]; about: string }>> = {
  links: {
    fields: [
      { key: 'donationUrl', label: 'Donation site', kind: 'text', hint: 'Where Donate and the banner’s gifts lead (https://…).' },
      { key: 'mainSiteUrl', label: 'Main site', kind: 'text', hint: 'The logo’s link; its /privacy-policy and /terms-of-use are the footer’s.' },
    ],
    about: 'The links out of the app that lead to giving and to the ministry’s own site.',
  },
  banner: {
    fields: [
      { key: 'shareTitle', label: 'Share: heading', kind: 'text' },
      { key: 'shareText', label: 'Share: text', kind: 'long' },
      { key: 'giveTitle', label: 'Give: heading', kind: 'text' },
      { key: 'giveText', label: 'Give: text', kind: 'long' },
      { key: 'presets', label: 'Gifts offered (dollars)', kind: 'numbers', hint: 'Up to 8 whole amounts, separated by commas.' },
    ],
    about: 'The banner after the home page’s 8th carousel: share Lumen, or give.',
  },
};

/** Rich text as viewers will see it: the viewer app's own sanitiser and allow-list (contract/rich-text.ts). */
const viewerHtml = (html: string) => sanitizeWith(DOMPurify, html);

/** The site's own words: one link per section. */
export function SiteIndex() {
  return (
    <main>
      <h1 tabIndex={-1}>Site texts</h1>
      <p>The words, links and plans of the viewer apps that are not programmes. Each section is saved on its own; viewers see a save within seconds.</p>
      <ul className="cards">
        {SITE_SECTION_KEYS.map((key) => (
          <li key={key}>
            <a {...linkProps(`/site/${key}`)}>
              <strong>{SITE_SECTIONS[key].name}</strong>
              <span>{LISTS[key]?.about ?? OBJECTS[key]?.about ?? 'The footer’s legal text and support phone for each country, and the default.'}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** One section of the site's words, loaded, edited and saved whole. */
export function SiteSectionPage({ section }: { section: SiteSectionKey }) {
  const [loaded, reload, setLoaded] = useAsync(() => call<SiteSection<SiteSectionKey>>('GET', `/site/${section}`), section);
  const name = SITE_SECTIONS[section].name;
  if (loaded.state !== 'ready') {
    return (
      <main>
        <h1 tabIndex={-1}>{name}</h1>
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      </main>
    );
  }
  return <SectionEditor key={`${section}-${loaded.value.version}`} section={section} started={loaded.value} onSaved={setLoaded} onStale={reload} />;
}

function SectionEditor({
  section,
  started,
  onSaved,
  onStale,
}: {
  section: SiteSectionKey;
  started: SiteSection<SiteSectionKey>;
  onSaved: (saved: SiteSection<SiteSectionKey>) => void;
  onStale: () => void;
}) {
  const [value, setValue] = useState<unknown>(started.value);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage | null>(() => {
    const notice = takeNotice();
    return notice ? { kind: 'success', text: notice } : null;
  });
  // The contract's schema, as the server checks the save.
  const errors = shown ? pathErrors(SITE_SECTIONS[section].schema, value) : {};
  const changed = JSON.stringify(value) !== JSON.stringify(started.value);

  const save = async () => {
    setShown(true);
    if (Object.keys(pathErrors(SITE_SECTIONS[section].schema, value)).length > 0) {
      setMessage({ kind: 'error', text: 'Some fields need attention: see the messages below them.' });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.field.invalid input, .field.invalid textarea, .field.invalid select')?.focus());
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const saved = await call<SiteSection<SiteSectionKey>>('PUT', `/site/${section}`, { version: started.version, value });
      keepNotice('Saved. Viewers see it within a few seconds.');
      onSaved(saved);
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error), stale: error instanceof StudioError && error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const list = LISTS[section];
  const object = OBJECTS[section];
  return (
    <main>
      <p>
        <a {...linkProps('/site')}>← Site texts</a>
      </p>
      <h1 tabIndex={-1}>{SITE_SECTIONS[section].name}</h1>
      <p>{list?.about ?? object?.about ?? 'The legal text and support phone of the footer for each country; visitors from elsewhere see the default’s.'}</p>
      <SaveNotice message={message} onReload={onStale} />
      <form
        className="site-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {list && (
          <ListEditor
            items={value as Entry[]}
            fields={list.fields}
            blank={list.blank}
            noun={list.noun}
            titleKey={list.titleKey}
            errors={errors}
            prefix=""
            onChange={setValue}
          />
        )}
        {object && <Fields idPrefix={section} value={value as Entry} fields={object.fields} errors={errors} prefix="" onChange={setValue} />}
        {section === 'footer' && <FooterEditor value={value as { default: string; countries: Entry[] }} errors={errors} onChange={setValue} />}
        {errors.form && <p className="error">{errors.form}</p>}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy || !changed}>
            Save
          </button>
          <button type="button" disabled={busy || !changed} onClick={() => setValue(started.value)}>
            Undo changes
          </button>
        </div>
      </form>
    </main>
  );
}

function FooterEditor({
  value,
  errors,
  onChange,
}: {
  value: { default: string; countries: Entry[] };
  errors: Record<string, string>;
  onChange: (v: unknown) => void;
}) {
  return (
    <>
      <Field id="footer-default" label="Default country (visitors from anywhere else)" error={errors.default}>
        <select id="footer-default" value={value.default} onChange={(e) => onChange({ ...value, default: e.target.value })}>
          {value.countries.map((c) => (
            <option key={String(c.code)} value={String(c.code)}>
              {String(c.code) || '(no code yet)'}
            </option>
          ))}
        </select>
      </Field>
      <ListEditor
        items={value.countries}
        fields={FOOTER_COUNTRY}
        blank={() => ({ code: '', legalText: '', phone: '' })}
        noun="country"
        titleKey="code"
        errors={errors}
        prefix="countries/"
        onChange={(countries) => onChange({ ...value, countries })}
      />
    </>
  );
}

let keysGiven = 0;
/** The entry's key in `keys`, given the first time it is asked for. */
function entryKey(keys: WeakMap<Entry, string>, entry: Entry): string {
  let key = keys.get(entry);
  if (!key) keys.set(entry, (key = `entry-${++keysGiven}`));
  return key;
}

/** A list of entries: each with its fields; move with the buttons or Alt+Up/Down on its handle; add and remove. */
function ListEditor({
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

/** The fields of one entry (or of a section that is one object), each with its error from the contract's schema. */
function Fields({
  idPrefix,
  value,
  fields,
  errors,
  prefix,
  onChange,
}: {
  idPrefix: string;
  value: Entry;
  fields: FieldDef[];
  errors: Record<string, string>;
  prefix: string;
  onChange: (value: Entry) => void;
}) {
  const set = (key: string, v: unknown) => onChange({ ...value, [key]: v });
  return (
    <div className="site-fields">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`.replace(/[^A-Za-z0-9_-]/g, '-');
        const error = Object.entries(errors).find(([path]) => path === `${prefix}${field.key}` || path.startsWith(`${prefix}${field.key}/`))?.[1];
        const aria = {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined,
        };
        const current = value[field.key];
        if (field.kind === 'check') {
          return (
            <label key={field.key} className="site-check">
              <input type="checkbox" checked={current === true} onChange={(e) => set(field.key, e.target.checked)} /> {field.label}
            </label>
          );
        }
        return (
          <Field key={field.key} id={id} label={field.label} error={error} hint={field.hint}>
            {field.kind === 'rich' ? (
              <RichText id={id} value={String(current ?? '')} onChange={(v) => set(field.key, v)} aria={aria} />
            ) : field.kind === 'long' ? (
              <textarea id={id} rows={3} value={String(current ?? '')} onChange={(e) => set(field.key, e.target.value)} {...aria} />
            ) : field.kind === 'select' ? (
              <select id={id} value={String(current ?? '')} onChange={(e) => set(field.key, e.target.value)} {...aria}>
                {field.options!.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : field.kind === 'number' ? (
              <input
                id={id}
                type="number"
                step="any"
                value={Number.isFinite(current) ? String(current) : ''}
                onChange={(e) => set(field.key, e.target.value === '' ? Number.NaN : Number(e.target.value))}
                {...aria}
              />
            ) : field.kind === 'numbers' ? (
              <NumbersInput id={id} value={current as number[]} onChange={(v) => set(field.key, v)} aria={aria} />
            ) : (
              <input
                id={id}
                type={field.kind === 'date' ? 'date' : 'text'}
                value={String(current ?? '')}
                onChange={(e) => set(field.key, e.target.value)}
                {...aria}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}

/** "10, 20, 30": kept as typed while it is being typed, given to the form as numbers. */
function NumbersInput({ id, value, onChange, aria }: { id: string; value: number[]; onChange: (v: number[]) => void; aria: object }) {
  const [text, setText] = useState(value.join(', '));
  return (
    <input
      id={id}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN)),
        );
      }}
      {...aria}
    />
  );
}

/** Rich text as HTML, a Bold and an Italic button for the selection, and the preview viewers will see. */
function RichText({ id, value, onChange, aria }: { id: string; value: string; onChange: (v: string) => void; aria: object }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const wrap = (tag: 'strong' | 'em') => {
    const area = ref.current;
    if (!area) return;
    const { selectionStart: start, selectionEnd: end } = area;
    onChange(`${value.slice(0, start)}<${tag}>${value.slice(start, end)}</${tag}>${value.slice(end)}`);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + tag.length + 2, end + tag.length + 2);
    });
  };
  return (
    <div className="rich">
      <div className="rich-tools" role="toolbar" aria-label="Formatting" aria-controls={id}>
        <button type="button" onClick={() => wrap('strong')}>
          <strong>Bold</strong>
        </button>
        <button type="button" onClick={() => wrap('em')}>
          <em>Italic</em>
        </button>
      </div>
      <textarea ref={ref} id={id} rows={5} value={value} spellCheck onChange={(e) => onChange(e.target.value)} {...aria} />
      <small>HTML: p, strong, em, a, ul, ol, li, h3, h4, blockquote, br. Anything else (scripts, styles, frames, handlers) is taken out.</small>
      <section className="rich-preview" aria-label={`Preview: what viewers will see`}>
        <h3>Preview: what viewers will see</h3>
        <div className="rich-preview-body" dangerouslySetInnerHTML={{ __html: viewerHtml(value) }} />
      </section>
    </div>
  );
}
