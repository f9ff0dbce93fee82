import { useState } from 'react';
import type { Carousel, CarouselList, ProgrammeList } from '../../contract/studio';
import { call, StudioError } from './api';
import { keepNotice, linkProps, takeNotice } from './router';
import { Field, Loading, SaveNotice, type SaveMessage } from './ui';
import { useAsync } from './useAsync';

const SETS: Record<string, string> = { 'cr-home': 'the order of the home page’s carousels', 'cr-home-kids': 'the order of the kids home page’s carousels' };

/** The home page's carousels and banners, each opened to arrange what it holds. */
export function CarouselIndex() {
  const [loaded, reload] = useAsync(() => call<CarouselList>('GET', '/carousels'), 'carousels');
  return (
    <main>
      <h1 tabIndex={-1}>Home page and carousels</h1>
      <p>Open a carousel or banner to choose what it shows and in which order. The two home pages themselves are lists of carousels.</p>
      {loaded.state !== 'ready' ? (
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      ) : (
        <ul className="cards">
          {loaded.value.carousels.map((c) => (
            <li key={c.id}>
              <a {...linkProps(`/carousels/${c.id}`)}>
                <strong>{c.title}</strong>
                <span>
                  {SETS[c.id] ? `Sets ${SETS[c.id]}` : `${c.count} item${c.count === 1 ? '' : 's'}`}
                  {c.kids ? ' · kids' : ''}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

/** One carousel's items: move them with the buttons, the keyboard (Alt+Up/Down) or by dragging; add and remove; save. */
export function CarouselEditor({ id }: { id: string }) {
  const [loaded, reload, setLoaded] = useAsync(() => call<Carousel>('GET', `/carousels/${id}`), id);
  const [programmes] = useAsync(() => call<ProgrammeList>('GET', '/programmes'), 'programmes');
  if (loaded.state !== 'ready') {
    return (
      <main>
        <h1 tabIndex={-1}>Carousel</h1>
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      </main>
    );
  }
  return (
    <Arranger
      key={loaded.value.items.map((i) => i.id).join(',')}
      carousel={loaded.value}
      choices={programmes.state === 'ready' ? programmes.value.programmes.map((p) => ({ id: p.id, title: p.fields.title, status: p.status })) : []}
      onSaved={setLoaded}
      onStale={reload}
    />
  );
}

function Arranger({
  carousel,
  choices,
  onSaved,
  onStale,
}: {
  carousel: Carousel;
  choices: Array<{ id: string; title: string; status: string }>;
  onSaved: (carousel: Carousel) => void;
  onStale: () => void;
}) {
  const [items, setItems] = useState(carousel.items);
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [message, setMessage] = useState<SaveMessage | null>(() => {
    const notice = takeNotice();
    return notice ? { kind: 'success', text: notice } : null;
  });
  const [busy, setBusy] = useState(false);
  const changed = items.map((i) => i.id).join(',') !== carousel.items.map((i) => i.id).join(',');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setItems(next);
    // Focus follows the item, so a keyboard user can keep moving it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-item="${moved!.id}"] .handle`)?.focus());
  };
  const add = () => {
    const id = adding.trim();
    if (!id) return setAddError('Choose a programme, or type a programme id.');
    if (items.some((i) => i.id === id)) return setAddError('This programme is already in the carousel.');
    const known = choices.find((c) => c.id === id);
    setItems([{ id, title: known?.title ?? id, type: 'new' }, ...items]);
    setAdding('');
    setAddError('');
  };
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await call<Carousel>('PUT', `/carousels/${carousel.id}`, { ids: items.map((i) => i.id), expected: carousel.items.map((i) => i.id) });
      // The list is drawn anew in its saved order: the notice goes with it.
      keepNotice('Saved. Viewers see the new order now.');
      onSaved(saved);
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error), stale: error instanceof StudioError && error.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <p>
        <a {...linkProps('/carousels')}>← Home page and carousels</a>
      </p>
      <h1 tabIndex={-1}>{carousel.title}</h1>
      <SaveNotice message={message} onReload={onStale} />
      <form
        className="inline"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Field id="add" label="Add a programme (at the start)" error={addError}>
          <input id="add" list="programme-choices" value={adding} onChange={(e) => setAdding(e.target.value)} placeholder="Its id, e.g. st-… or sr0001" />
          <datalist id="programme-choices">
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title} ({c.status})
              </option>
            ))}
          </datalist>
        </Field>
        <button type="submit">Add</button>
      </form>
      <p className="hint" id="order-hint">
        Drag an item, or focus its handle and press Alt+Up or Alt+Down to move it.
      </p>
      <ol className="arrange" aria-describedby="order-hint">
        {items.map((item, index) => (
          <li
            key={item.id}
            data-item={item.id}
            draggable
            className={dragged === index ? 'dragging' : undefined}
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
          >
            <button
              type="button"
              className="handle"
              aria-label={`${item.title}, position ${index + 1} of ${items.length}. Alt+Up or Alt+Down to move.`}
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
            <span className="title">{item.title}</span>
            <small>{item.id}</small>
            <button type="button" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Move ${item.title} up`}>
              ↑
            </button>
            <button type="button" onClick={() => move(index, index + 1)} disabled={index === items.length - 1} aria-label={`Move ${item.title} down`}>
              ↓
            </button>
            <button type="button" onClick={() => setItems(items.filter((i) => i.id !== item.id))} aria-label={`Remove ${item.title}`}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button type="button" className="primary" disabled={busy || !changed} onClick={() => void save()}>
          Save order
        </button>
        <button type="button" disabled={busy || !changed} onClick={() => setItems(carousel.items)}>
          Undo changes
        </button>
      </div>
    </main>
  );
}
