import { useState } from 'react';
import { SITE_SECTION_KEYS, SITE_SECTIONS, type SiteSection, type SiteSectionKey } from '../../contract/studio-site';
import { call, StudioError } from './api';
import { keepNotice, linkProps, takeNotice } from './router';
import { pathErrors } from './site-forms';
import { FOOTER_COUNTRY, LISTS, OBJECTS, type Entry } from './site-sections';
import { Fields } from './SiteFields';
import { ListEditor } from './SiteList';
import { Field, Loading, SaveNotice, type SaveMessage } from './ui';
import { useAsync } from './useAsync';
import './site.css';

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
