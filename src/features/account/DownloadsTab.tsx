import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { optionLabel } from '../../components/DownloadButton';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { formatBytes } from '../../lib/download-options';
import { isPlayable, unplayableReason, useDownloads, type LocalDownload } from '../../stores/downloads';
import { useSession, viewerKey } from '../../stores/session';
import { useUi } from '../../stores/ui';

function day(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** What the entry is doing, in words: progress, a pause and why, or until when it plays. */
function stateLine(entry: LocalDownload): string {
  switch (entry.state) {
    case 'queued':
      return 'Waiting to download';
    case 'downloading':
      return `Downloading ${Math.floor(entry.progress * 100)}% · ${formatBytes(entry.progress * entry.bytes)} of ${formatBytes(entry.bytes)}`;
    case 'paused':
      if (entry.error) return entry.error;
      return entry.progress > 0
        ? `Paused at ${Math.floor(entry.progress * 100)}% · ${formatBytes(entry.progress * entry.bytes)} of ${formatBytes(entry.bytes)}. Resume downloads it from the start.`
        : 'Paused';
    case 'failed':
      return entry.error ?? 'The download failed.';
    case 'done':
      return `Plays offline until ${day(entry.expiresAt)}`;
  }
}

function DownloadEntry({ entry, index }: { entry: LocalDownload; index: number }) {
  const navigate = useNavigate();
  const notify = useUi((s) => s.notify);
  const { pause, resume, remove } = useDownloads.getState();
  const key = `dashboard:downloads:${index}`;
  const reason = unplayableReason(entry);
  const show = typeof entry.item.metaData.episode_show_name === 'string' ? entry.item.metaData.episode_show_name : '';
  const drop = async () => notify(await remove(entry.id));
  const running = entry.state === 'downloading' || entry.state === 'queued';
  return (
    <li className="download-entry" data-download-id={entry.id}>
      {entry.art ? <img className="download-entry-art" src={entry.art} alt="" /> : <div className="download-entry-art" aria-hidden="true" />}
      <div>
        <h3 className="download-entry-title">{entry.item.name}</h3>
        {show && show !== entry.item.name && <p className="download-entry-line">{show}</p>}
        <p className="download-entry-line">{optionLabel(entry)}</p>
        {(entry.state === 'downloading' || (entry.state === 'paused' && entry.progress > 0)) && (
          <progress className="download-progress" max={100} value={Math.floor(entry.progress * 100)} aria-label={`${entry.item.name}: downloaded`} />
        )}
        <p className="download-entry-note" role={entry.state === 'failed' ? 'alert' : undefined}>
          {reason ?? stateLine(entry)}
        </p>
        <FocusSection focusKey={key} className="download-entry-actions">
          {isPlayable(entry) && (
            <FocusButton
              focusKey={`${key}:play`}
              className="button button-primary"
              onPress={() => navigate(`/viewVideo/${encodeURIComponent(entry.videoId)}/vod?resume=true`)}
            >
              Play
            </FocusButton>
          )}
          {/* One button that changes with the state, under one focus key: focus stays on it as it does. */}
          {entry.state !== 'done' && (
            <FocusButton
              focusKey={`${key}:toggle`}
              className={running ? 'button' : 'button button-primary'}
              onPress={() => (running ? pause(entry.id) : resume(entry.id))}
            >
              {running ? 'Pause' : entry.state === 'failed' ? 'Try again' : 'Resume'}
            </FocusButton>
          )}
          <FocusButton focusKey={`${key}:delete`} className="button" onPress={() => void drop()}>
            {entry.state === 'done' ? 'Delete' : 'Cancel'}
          </FocusButton>
        </FocusSection>
      </div>
    </li>
  );
}

/** The Downloads tab: this profile's downloads on this device, with their progress and space. */
export function DownloadsTab({ empty }: { empty: (hint: string) => ReactNode }) {
  const formFactor = useUi((s) => s.formFactor);
  const owner = useSession(viewerKey);
  const all = useDownloads((s) => s.entries);
  const space = useDownloads((s) => s.space);
  const limit = useDownloads((s) => s.limit);
  const entries = all.filter((e) => e.owner === owner);

  useEffect(() => {
    const { sync, refreshSpace, carryOn } = useDownloads.getState();
    void sync();
    void refreshSpace();
    carryOn();
  }, [owner]);

  if (formFactor === 'tv' && entries.length === 0) {
    return <p className="page-text">Downloads are for phones and computers: on a TV, programmes play by streaming.</p>;
  }
  const used = entries.reduce((sum, e) => sum + (e.state === 'done' ? e.bytes : 0), 0);
  return (
    <div className="dashboard-downloads">
      <p className="download-space">
        {entries.length} download{entries.length === 1 ? '' : 's'}
        {limit ? ` (an account holds up to ${limit})` : ''} · {formatBytes(used)} kept
        {space ? ` · ${formatBytes(Math.max(0, space.quota - space.used))} left on this device` : ''}
      </p>
      {entries.length === 0 ? (
        empty('Choose Download on an episode or video, and watch it here, even without a connection.')
      ) : (
        <ul className="downloads-list" aria-label="Downloads">
          {entries.map((entry, index) => (
            <DownloadEntry key={entry.id} entry={entry} index={index} />
          ))}
        </ul>
      )}
    </div>
  );
}
