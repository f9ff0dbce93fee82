import { useState } from 'react';
import { FEED_MAX_BYTES, FEED_MESSAGES, IMPORT_ACTIONS, RokuFeed, type ImportAction, type ImportBody, type ImportReport } from '../../contract/studio';
import { schemaProblems } from '../../contract/schema-problems';
import { call } from './api';
import { Notice } from './ui';

/** A chosen file, read in the browser: a JSON feed, or Media RSS text. */
type Chosen = { name: string; body: Pick<ImportBody, 'feed' | 'mrss'> };

/** Reads and checks a file before anything is sent: its size, then the feed's shape (the server's own schema). */
async function readFeed(file: File): Promise<Chosen> {
  if (file.size > FEED_MAX_BYTES) throw new Error(FEED_MESSAGES.tooLarge);
  const text = await file.text();
  if (/^\s*</.test(text)) return { name: file.name, body: { mrss: text } };
  let feed: unknown;
  try {
    feed = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON: choose a Roku Direct Publisher feed (.json) or a Media RSS feed (.xml).');
  }
  const [problem] = schemaProblems(RokuFeed, feed);
  if (problem) throw new Error(`This is not a feed the studio can read: ${problem.path || 'the file'} ${problem.message}.`);
  return { name: file.name, body: { feed: feed as ImportBody['feed'] } };
}

/** Import a catalogue (a dry run first, then for real) and export it as a feed. */
export function ImportExport() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [publish, setPublish] = useState(false);
  const [filter, setFilter] = useState<ImportAction | ''>('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success' | 'info'; text: string } | null>(null);

  const fail = (error: unknown) => setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });

  async function choose(file: File | undefined) {
    setReport(null);
    setMessage(null);
    setChosen(null);
    if (!file) return;
    try {
      setChosen(await readFeed(file));
    } catch (error) {
      fail(error);
    }
  }

  async function run(dryRun: boolean) {
    if (!chosen) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await call<ImportReport>('POST', '/import', { ...chosen.body, dryRun, publish });
      setReport(answer);
      const { create, update, skip, refuse } = answer.counts;
      const words = `${create} to create, ${update} to update, ${skip} unchanged, ${refuse} refused`;
      setMessage(
        dryRun
          ? { kind: 'info', text: `Dry run: ${words}. Nothing was changed yet.` }
          : { kind: 'success', text: `Imported: ${words.replace(/to (create|update)/g, (_w, verb: string) => (verb === 'create' ? 'created' : 'updated'))}.` },
      );
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function exportFeed() {
    setBusy(true);
    setMessage(null);
    try {
      const feed = await call<unknown>('GET', '/export');
      const url = URL.createObjectURL(new Blob([JSON.stringify(feed, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `lumen-feed-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const rows = report ? report.items.filter((item) => !filter || item.action === filter) : [];
  return (
    <main>
      <h1 tabIndex={-1}>Import and export</h1>
      <section aria-labelledby="import-title">
        <h2 id="import-title">Import a catalogue</h2>
        <p>
          A Roku Direct Publisher feed (.json) or a Media RSS feed (.xml), up to {FEED_MAX_BYTES / 1024 / 1024} MB. Run a dry run first: it shows what would be
          created, updated, skipped or refused, and changes nothing. Importing the same feed again changes only what changed in it. Videos cannot be played from
          their addresses yet: the report says so for each one.
        </p>
        <label>
          Feed file{' '}
          <input
            type="file"
            accept=".json,.xml,application/json,application/xml,text/xml"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              // The file is read now: emptied, the input takes the same file again (edited since) as a
              // new choice. A browser fires no change for the file already chosen, so the studio would
              // keep running the old text.
              e.currentTarget.value = '';
              void choose(file);
            }}
          />
        </label>
        {chosen && <p className="hint">Chosen: {chosen.name}. After changing the file, choose it again.</p>}
        <label>
          <input type="checkbox" checked={publish} onChange={(e) => setPublish(e.currentTarget.checked)} /> Publish what is imported (otherwise new programmes
          are drafts)
        </label>
        <div className="actions">
          <button type="button" disabled={!chosen || busy} onClick={() => void run(true)}>
            Dry run
          </button>
          <button type="button" disabled={!chosen || busy || !report?.dryRun} onClick={() => void run(false)}>
            Import
          </button>
        </div>
      </section>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {report && (
        <section aria-labelledby="report-title">
          <h2 id="report-title">{report.dryRun ? 'What the import would do' : 'What the import did'}</h2>
          <label>
            Show{' '}
            <select value={filter} onChange={(e) => setFilter(e.currentTarget.value as ImportAction | '')}>
              <option value="">everything ({report.items.length})</option>
              {IMPORT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {action} ({report.counts[action]})
                </option>
              ))}
            </select>
          </label>
          <table>
            <thead>
              <tr>
                <th scope="col">Feed id</th>
                <th scope="col">Kind</th>
                <th scope="col">Title</th>
                <th scope="col">Action</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 2000).map((item) => (
                <tr key={item.id}>
                  <td>{item.feedId}</td>
                  <td>{item.kind}</td>
                  <td>{item.title}</td>
                  <td>{item.action}</td>
                  <td>{item.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > 2000 && <p>The first 2,000 of {rows.length} are shown; filter by action to see others.</p>}
        </section>
      )}
      <section aria-labelledby="export-title">
        <h2 id="export-title">Export the catalogue</h2>
        <p>Everything viewers see, as a Roku Direct Publisher feed: series with their seasons and episodes, videos, shorts, and the carousels as categories.</p>
        <button type="button" disabled={busy} onClick={() => void exportFeed()}>
          Export
        </button>
      </section>
    </main>
  );
}
