import { useState } from 'react';
import { PROGRAMME_KINDS, PROGRAMME_PARENT, type Programme, type ProgrammeKind, type ProgrammeList as List } from '../../contract/studio';
import { call } from './api';
import { linkProps, navigate, takeNotice } from './router';
import { Loading, Notice } from './ui';
import { useAsync } from './useAsync';

export const KIND_NAMES: Record<ProgrammeKind, string> = {
  series: 'Series',
  season: 'Season',
  episode: 'Episode',
  video: 'Single video',
  short: 'Short',
  promo: 'Promo',
  playlist: 'Playlist',
  category: 'Category',
};
/** What an editor can add inside each kind. */
const CHILD_KIND: Partial<Record<ProgrammeKind, ProgrammeKind>> = { series: 'season', season: 'episode', playlist: 'video' };

export function statusText(programme: Programme): string {
  if (programme.status === 'scheduled' && programme.publishAt) return `Scheduled for ${new Date(programme.publishAt).toLocaleString()}`;
  return programme.status === 'published' ? 'Published' : 'Draft';
}

/** Every programme of the studio, as a tree: series, their seasons and episodes, and the rest. */
export function ProgrammeList() {
  const [loaded, reload] = useAsync(() => call<List>('GET', '/programmes'), 'programmes');
  const [kind, setKind] = useState<ProgrammeKind>('series');
  const [notice] = useState(takeNotice);
  const topLevel = PROGRAMME_KINDS.filter((k) => !PROGRAMME_PARENT[k]);

  return (
    <main>
      <div className="heading">
        <h1 tabIndex={-1}>Programmes</h1>
        <form
          className="inline"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(`/programmes/new?kind=${kind}`);
          }}
        >
          <label htmlFor="new-kind">New</label>
          <select id="new-kind" value={kind} onChange={(e) => setKind(e.target.value as ProgrammeKind)}>
            {topLevel.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </select>
          <button type="submit" className="primary">
            Create
          </button>
        </form>
      </div>
      {notice && <Notice kind="success">{notice}</Notice>}
      {loaded.state !== 'ready' ? (
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      ) : loaded.value.programmes.length === 0 ? (
        <p>No programmes yet. Choose a kind above and create the first one.</p>
      ) : (
        <ProgrammeTree programmes={loaded.value.programmes} />
      )}
    </main>
  );
}

function ProgrammeTree({ programmes }: { programmes: Programme[] }) {
  const ids = new Set(programmes.map((p) => p.id));
  const childrenOf = (id: string) =>
    programmes
      .filter((p) => p.fields.parentId === id)
      .sort(
        (a, b) =>
          (a.fields.kind === 'episode' ? a.fields.episodeNumber - b.fields.episodeNumber : a.fields.order - b.fields.order) ||
          a.fields.title.localeCompare(b.fields.title),
      );
  const roots = programmes.filter((p) => !p.fields.parentId || !ids.has(p.fields.parentId));
  const rows: Array<{ programme: Programme; depth: number }> = [];
  const walk = (p: Programme, depth: number) => {
    rows.push({ programme: p, depth });
    for (const child of childrenOf(p.id)) walk(child, depth + 1);
  };
  roots.forEach((p) => walk(p, 0));
  return (
    <table className="list">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Kind</th>
          <th scope="col">Status</th>
          <th scope="col">Last change</th>
          <th scope="col">
            <span className="visually-hidden">Add</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ programme: p, depth }) => {
          const childKind = CHILD_KIND[p.fields.kind];
          return (
            <tr key={p.id}>
              <td style={{ paddingInlineStart: `${0.75 + depth * 1.5}rem` }}>
                <a {...linkProps(`/programmes/${p.id}`)}>{p.fields.title}</a>
              </td>
              <td>{KIND_NAMES[p.fields.kind]}</td>
              <td>
                <span className={`status ${p.status}`}>{statusText(p)}</span>
              </td>
              <td>
                {new Date(p.updatedAt).toLocaleString()} by {p.updatedBy}
              </td>
              <td>
                {childKind && (
                  <a
                    className="button"
                    {...linkProps(`/programmes/new?kind=${childKind}&parent=${p.id}`)}
                    aria-label={`Add ${KIND_NAMES[childKind].toLowerCase()} to ${p.fields.title}`}
                  >
                    Add {KIND_NAMES[childKind].toLowerCase()}
                  </a>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
