import { useEffect, useState } from 'react';
import {
  blankProgramme,
  isOwnLanguage,
  PROGRAMME_KINDS,
  PROGRAMME_PARENT,
  SHOW_KINDS,
  ProgrammeFields,
  SAMPLE_STREAMS,
  TV_RATINGS,
  type Programme,
  type ProgrammeKind,
  type ProgrammeList,
  type ProgrammePreview,
} from '../../contract/studio';
import { ORIENTATIONS } from '../../contract/wire';
import type { ContentItem } from '../../contract/answers';
import { call, StudioError } from './api';
import { fieldErrors } from './forms';
import { FilmPanel } from './FilmPanel';
import { PictureFields } from './PictureFields';
import { TranslationFields } from './TranslationFields';
import { KIND_NAMES, statusText } from './Programmes';
import { keepNotice, linkProps, navigate, takeNotice } from './router';
import { Field, Loading, Notice, SaveNotice, type SaveMessage } from './ui';
import { useAsync } from './useAsync';

const isVideo = (kind: ProgrammeKind) => ['episode', 'video', 'short', 'promo'].includes(kind);
const RATING_NAMES: Record<(typeof TV_RATINGS)[number], string> = { '': 'Not rated', tvg: 'TV-G', tvpg: 'TV-PG', tv14: 'TV-14', tvma: 'TV-MA' };

/** The editor of one programme; `id` 'new' makes one of `kind` (inside `parent`). */
export function ProgrammeEditor({ id, kind, parent }: { id: string; kind: ProgrammeKind; parent: string }) {
  const isNew = id === 'new';
  const [all, reloadAll] = useAsync(() => call<ProgrammeList>('GET', '/programmes'), `all-${id}`);
  const [loaded, reload, setLoaded] = useAsync<Programme | null>(() => (isNew ? Promise.resolve(null) : call<Programme>('GET', `/programmes/${id}`)), id);

  // Until the answer for this address arrives, the last one (another programme's, or none) is not drawn.
  const current = loaded.state === 'ready' && (isNew ? loaded.value === null : loaded.value?.id === id);
  if (loaded.state !== 'ready' || all.state !== 'ready' || !current) {
    const message = loaded.state === 'failed' ? loaded.message : all.state === 'failed' ? all.message : undefined;
    return (
      <main>
        <h1 tabIndex={-1}>{isNew ? `New ${KIND_NAMES[kind].toLowerCase()}` : 'Programme'}</h1>
        <Loading
          message={message}
          retry={() => {
            reload();
            reloadAll();
          }}
        />
      </main>
    );
  }
  const programme = loaded.value;
  return (
    <EditorForm
      key={programme ? `${programme.id}-${programme.version}` : `new-${kind}-${parent}`}
      programme={programme}
      initial={programme?.fields ?? blankProgramme(kind, parent)}
      others={all.value.programmes.filter((p) => p.id !== id)}
      onSaved={(saved) => {
        reloadAll();
        if (isNew) navigate(`/programmes/${saved.id}`, { replace: true, notice: 'Saved as a draft.' });
        else setLoaded(saved);
      }}
      onStale={reload}
    />
  );
}

function EditorForm({
  programme,
  initial,
  others,
  onSaved,
  onStale,
}: {
  programme: Programme | null;
  initial: ProgrammeFields;
  others: Programme[];
  onSaved: (programme: Programme) => void;
  onStale: () => void;
}) {
  const [fields, setFields] = useState<ProgrammeFields>(initial);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<SaveMessage | null>(() => {
    const notice = takeNotice();
    return notice ? { kind: 'success', text: notice } : null;
  });
  const [busy, setBusy] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const set = <K extends keyof ProgrammeFields>(key: K, value: ProgrammeFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const parentKind = PROGRAMME_PARENT[fields.kind] ?? (isVideo(fields.kind) && fields.kind !== 'promo' ? 'playlist' : undefined);
  const parents = parentKind ? others.filter((p) => p.fields.kind === parentKind) : [];
  const changed = JSON.stringify({ ...fields, tags: splitTags(tagsText) }) !== JSON.stringify(initial);

  async function run(work: () => Promise<Programme>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await work();
      // The form is drawn anew for the saved version: the notice goes with it.
      keepNotice(done);
      if (saved) onSaved(saved);
    } catch (error) {
      const stale = error instanceof StudioError && error.status === 409;
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error), stale });
    } finally {
      setBusy(false);
    }
  }

  function checked(): ProgrammeFields | null {
    // A translation into the language the programme is now in is its own title and description: left out.
    const translations = fields.translations?.filter((t) => !isOwnLanguage(fields.language, t.locale));
    const value = { ...fields, tags: splitTags(tagsText), translations: translations?.length ? translations : undefined };
    const found = fieldErrors(ProgrammeFields, value);
    if (PROGRAMME_PARENT[value.kind] && !value.parentId) found.parentId = `Choose the ${PROGRAMME_PARENT[value.kind]} this belongs to.`;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage({ kind: 'error', text: 'Some fields need attention: see the messages below them.' });
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.field.invalid input, .field.invalid select, .field.invalid textarea')?.focus());
      return null;
    }
    return value;
  }

  const save = () => {
    const value = checked();
    if (!value) return;
    void run(
      () =>
        programme
          ? call<Programme>('PUT', `/programmes/${programme.id}`, { version: programme.version, fields: value })
          : call<Programme>('POST', '/programmes', { fields: value }),
      programme?.status === 'published' ? 'Saved. Viewers see the change now.' : 'Saved as a draft.',
    );
  };
  const publication = (status: Programme['status']) => {
    if (!programme) return;
    if (status === 'scheduled' && !publishAt) {
      setErrors({ publishAt: 'Choose the date and time to publish.' });
      return;
    }
    const body = { version: programme.version, status, ...(status === 'scheduled' ? { publishAt: new Date(publishAt).toISOString() } : {}) };
    const done = status === 'published' ? 'Published. Viewers see it now.' : status === 'scheduled' ? 'Scheduled.' : 'Unpublished: viewers no longer see it.';
    void run(() => call<Programme>('POST', `/programmes/${programme.id}/publication`, body), done);
  };
  const remove = async () => {
    if (!programme || !window.confirm(`Delete “${programme.fields.title}”? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await call('DELETE', `/programmes/${programme.id}?version=${programme.version}`);
      navigate('/programmes', { notice: `Deleted “${programme.fields.title}”.` });
    } catch (error) {
      setBusy(false);
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error), stale: error instanceof StudioError && error.status === 409 });
    }
  };

  return (
    <main>
      <p>
        <a {...linkProps('/programmes')}>← All programmes</a>
      </p>
      <div className="heading">
        <h1 tabIndex={-1}>{programme ? programme.fields.title : `New ${KIND_NAMES[fields.kind].toLowerCase()}`}</h1>
        {programme && <span className={`status ${programme.status}`}>{statusText(programme)}</span>}
      </div>
      <SaveNotice message={message} onReload={onStale} />
      <div className="editor">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <Field id="kind" label="Kind" error={errors.kind}>
            <select id="kind" value={fields.kind} onChange={(e) => set('kind', e.target.value as ProgrammeKind)}>
              {PROGRAMME_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_NAMES[k]}
                </option>
              ))}
            </select>
          </Field>
          {parentKind && (
            <Field id="parentId" label={`Belongs to (${KIND_NAMES[parentKind].toLowerCase()})`} error={errors.parentId}>
              <select id="parentId" value={fields.parentId} onChange={(e) => set('parentId', e.target.value)}>
                <option value="">{PROGRAMME_PARENT[fields.kind] ? 'Choose…' : 'Nothing'}</option>
                {parents.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.fields.title}
                    {p.fields.parentId ? ` (${others.find((o) => o.id === p.fields.parentId)?.fields.title ?? ''})` : ''}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="title" label="Title" error={errors.title}>
            <input id="title" value={fields.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field id="description" label="Description" error={errors.description}>
            <textarea id="description" rows={4} value={fields.description} maxLength={4000} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <Field id="tags" label="Tags (separated by commas)" error={errors.tags}>
            <input id="tags" value={tagsText} onChange={(e) => setTagsText(e.target.value)} />
          </Field>
          <div className="row">
            <Field id="genre" label="Genre" error={errors.genre}>
              <input id="genre" value={fields.genre} maxLength={60} onChange={(e) => set('genre', e.target.value)} />
            </Field>
            <Field id="year" label="Year" error={errors.year}>
              <input id="year" type="number" value={fields.year} onChange={(e) => set('year', Number(e.target.value))} />
            </Field>
            <Field id="tvRating" label="TV rating" error={errors.tvRating}>
              <select id="tvRating" value={fields.tvRating} onChange={(e) => set('tvRating', e.target.value as ProgrammeFields['tvRating'])}>
                {TV_RATINGS.map((r) => (
                  <option key={r} value={r}>
                    {RATING_NAMES[r]}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="language" label="Language (e.g. en, es, pt-BR)" error={errors.language}>
              <input id="language" value={fields.language} maxLength={5} onChange={(e) => set('language', e.target.value)} />
            </Field>
          </div>
          <div className="row">
            {fields.kind === 'episode' ? (
              <Field id="episodeNumber" label="Episode number" error={errors.episodeNumber}>
                <input id="episodeNumber" type="number" value={fields.episodeNumber} onChange={(e) => set('episodeNumber', Number(e.target.value))} />
              </Field>
            ) : (
              <Field id="order" label={fields.kind === 'season' ? 'Season number' : 'Order'} error={errors.order}>
                <input id="order" type="number" value={fields.order} onChange={(e) => set('order', Number(e.target.value))} />
              </Field>
            )}
            <Field id="orientation" label="Picture shape" error={errors.orientation}>
              <select id="orientation" value={fields.orientation} onChange={(e) => set('orientation', e.target.value as ProgrammeFields['orientation'])}>
                {ORIENTATIONS.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </Field>
            {isVideo(fields.kind) && (
              <>
                <Field id="duration" label="Duration (hh:mm:ss)" error={errors.duration}>
                  <input id="duration" value={fields.duration} placeholder="00:25:00" maxLength={8} onChange={(e) => set('duration', e.target.value)} />
                </Field>
                <Field id="stream" label="Video" error={errors.stream} hint="A sample stream, or the film uploaded below">
                  <select id="stream" value={fields.stream} onChange={(e) => set('stream', e.target.value)}>
                    <option value="">None yet</option>
                    {initial.stream.startsWith('media:') && <option value={initial.stream}>The uploaded film</option>}
                    {SAMPLE_STREAMS.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </Field>
              </>
            )}
          </div>
          <div className="row checks">
            <label>
              <input type="checkbox" checked={fields.kids} onChange={(e) => set('kids', e.target.checked)} /> For kids (shown on kids profiles)
            </label>
            <label>
              <input type="checkbox" checked={fields.searchExclude} onChange={(e) => set('searchExclude', e.target.checked)} /> Keep out of search
            </label>
          </div>
          {fields.kind === 'series' && (
            <Field id="promoUrl" label="Promo video address (optional)" error={errors.promoUrl}>
              <input id="promoUrl" value={fields.promoUrl} placeholder="/media/vod/promo/master.m3u8" onChange={(e) => set('promoUrl', e.target.value)} />
            </Field>
          )}
          {fields.kind === 'promo' && (
            <Field id="showId" label="The show this promotes (its id)" error={errors.showId}>
              <input id="showId" value={fields.showId} onChange={(e) => set('showId', e.target.value)} />
            </Field>
          )}
          {SHOW_KINDS.includes(fields.kind) && (
            <Field id="relatedSearch" label="Related search (You might also like)" error={errors.relatedSearch}>
              <input id="relatedSearch" value={fields.relatedSearch} onChange={(e) => set('relatedSearch', e.target.value)} />
            </Field>
          )}
          <TranslationFields
            fields={fields}
            error={errors.translations && 'Each translation needs a title (up to 200 characters) and a description of at most 4,000.'}
            onChange={(translations) => set('translations', translations)}
          />
          <PictureFields fields={fields} onChange={(pictures) => set('pictures', Object.keys(pictures).length > 0 ? pictures : undefined)} />
          <div className="actions">
            <button type="submit" className="primary" disabled={busy || (!changed && programme !== null)}>
              {programme ? 'Save' : 'Create draft'}
            </button>
            {programme && programme.status !== 'published' && (
              <button type="button" disabled={busy || changed} onClick={() => publication('published')} title={changed ? 'Save your changes first' : undefined}>
                Publish now
              </button>
            )}
            {programme && programme.status !== 'draft' && (
              <button type="button" disabled={busy} onClick={() => publication('draft')}>
                Unpublish
              </button>
            )}
            {programme && (
              <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
                Delete
              </button>
            )}
          </div>
          {programme && programme.status !== 'published' && (
            <div className="row schedule">
              <Field id="publishAt" label="Or publish at" error={errors.publishAt}>
                <input id="publishAt" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} />
              </Field>
              <button type="button" disabled={busy || changed} onClick={() => publication('scheduled')}>
                Schedule
              </button>
            </div>
          )}
        </form>
        {programme && <Preview programme={programme} />}
        {programme && isVideo(programme.fields.kind) && <FilmPanel programme={programme} onFilmReady={onStale} />}
      </div>
    </main>
  );
}

function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** The programme as a viewer's card and detail page show it (the server builds the item as it would publish it). */
function Preview({ programme }: { programme: Programme }) {
  const [item, setItem] = useState<ContentItem | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    call<ProgrammePreview>('GET', `/programmes/${programme.id}/preview`).then(
      (answer) => setItem(answer.item),
      (error: Error) => setProblem(error.message),
    );
  }, [programme.id, programme.version]);
  const detail = item ? `/detail/${item.id}/${item.type}` : '';
  return (
    <aside className="preview" aria-label="Preview">
      <h2>As viewers see it</h2>
      {problem && <Notice kind="error">{problem}</Notice>}
      {item && (
        <>
          <div className={`card ${item.orientation}`}>
            <img src={item.thumbnail.medium} alt="" width={320} />
            <span>{item.name}</span>
          </div>
          {/* The detail page's top: the cover art with the title art over it, as saved. */}
          <div className="detail-art">
            <img src={item.coverart.medium} alt="" width={320} />
            {item.titleImage.small && <img className="title-art" src={item.titleImage.small} alt={item.name} />}
          </div>
          <p className="meta">
            {[item.metaData.Genre, item.metaData.Year, item.metaData.tvrating ? String(item.metaData.tvrating).toUpperCase() : '', item.metaData.Duration]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p>{item.description}</p>
          {programme.status === 'published' ? (
            <a href={detail} target="_blank" rel="noreferrer">
              Open in the viewer app
            </a>
          ) : (
            <p className="hint">Viewers will see this once it is published.</p>
          )}
        </>
      )}
    </aside>
  );
}
