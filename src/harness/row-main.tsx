/**
 * Test and benchmark harness (built as /harness/row.html): the app's real VirtualRow and focus
 * engine over synthetic rows, so tests can drive rows of any length (?count=10000&rows=2).
 * ?mode=naive draws the first row as the benchmarks' baseline instead (see NaiveRow).
 */
import { setFocus } from '../focus/navigation';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { VirtualRow } from '../components/VirtualRow';
import { initFocusEngine } from '../focus/engine';
import { FocusSection } from '../focus/Focusable';
import { useUi } from '../stores/ui';
import { NaiveRow } from './NaiveRow';
import '../app/base.css';
import './harness.css';

interface Tile {
  id: number;
}

const params = new URLSearchParams(window.location.search);
const count = Math.min(Math.max(Number(params.get('count') ?? 10000) || 10000, 1), 100_000);
const rows = Math.min(Math.max(Number(params.get('rows') ?? 2) || 2, 1), 50);
const layout = params.get('layout');
const naive = params.get('mode') === 'naive';
useUi.getState().setWindowWidth(window.innerWidth);
if (layout === 'tv' || layout === 'desktop' || layout === 'mobile') useUi.getState().setFormFactor(layout);

initFocusEngine();

const tilesFor = (n: number): Tile[] => Array.from({ length: n }, (_, id) => ({ id }));
const data = Array.from({ length: rows }, (_, row) => tilesFor(row === 0 ? count : 20));

function Harness() {
  useEffect(() => {
    void setFocus('row:0');
  }, []);
  return (
    <FocusSection as="main" focusKey="CONTENT" className="harness">
      {data.map((tiles, row) => (
        <section key={row} className="harness-row">
          <h2>
            Row {row + 1} ({tiles.length.toLocaleString('en')} items)
          </h2>
          {naive && row === 0 ? (
            <NaiveRow focusKey="row:0" label="Row 1" count={tiles.length} itemWidth={240} itemHeight={135} gap={20} />
          ) : (
            <VirtualRow
              focusKey={`row:${row}`}
              label={`Row ${row + 1}`}
              items={tiles}
              itemKey={(tile) => String(tile.id)}
              itemWidth={row === 0 ? 240 : 180}
              itemHeight={135}
              gap={20}
              renderItem={(tile) => <div className="harness-tile">{tile.id}</div>}
              onSelect={(tile) => {
                document.title = `selected ${row}:${tile.id}`;
              }}
            />
          )}
        </section>
      ))}
    </FocusSection>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<Harness />);
