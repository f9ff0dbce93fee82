import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { optionLabel } from '../../components/DownloadButton';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { formatBytes, formatDate } from '../../i18n/format';
import { DOWNLOAD_MESSAGES, isPlayable, unplayableReason, useDownloads, type LocalDownload } from '../../stores/downloads';
import { useSession, viewerKey } from '../../stores/session';
import { useUi } from '../../stores/ui';

function day(ms: number): string {
  return formatDate(ms);
}

/** What the entry is doing, in words: progress, a pause and why, or until when it plays. */
function stateLine(entry: LocalDownload, i18n: I18n): string {
  const percent = Math.floor(entry.progress * 100);
  const downloaded = formatBytes(entry.progress * entry.bytes);
  const size = formatBytes(entry.bytes);
  switch (entry.state) {
    case 'queued':
      return i18n._(msg`Waiting to download`);
    case 'downloading':
      return i18n._(msg`Downloading ${percent}% · ${downloaded} of ${size}`);
    case 'paused':
      if (entry.error) return DOWNLOAD_MESSAGES[entry.error];
      return entry.progress > 0 ? i18n._(msg`Paused at ${percent}% · ${downloaded} of ${size}. Resume downloads it from the start.`) : i18n._(msg`Paused`);
    case 'failed':
      return entry.error ? DOWNLOAD_MESSAGES[entry.error] : i18n._(msg`The download failed.`);
    case 'done': {
      const until = day(entry.expiresAt);
      return i18n._(msg`Plays offline until ${until}`);
    }
  }
}

function DownloadEntry({ entry, index }: { entry: LocalDownload; index: number }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const notify = useUi((s) => s.notify);
  const { pause, resume, remove } = useDownloads.getState();
  const key = `dashboard:downloads:${index}`;
  const reason = unplayableReason(entry);
  const show = typeof entry.item.metaData.episode_show_name === 'string' ? entry.item.metaData.episode_show_name : '';
  const drop = async () => notify(await remove(entry.id));
  const running = entry.state === 'downloading' || entry.state === 'queued';
  const name = entry.item.name;
  return (
    <li className="download-entry" data-download-id={entry.id}>
      {entry.art ? <img className="download-entry-art" src={entry.art} alt="" /> : <div className="download-entry-art" aria-hidden="true" />}
      <div>
        <h3 className="download-entry-title">{entry.item.name}</h3>
        {show && show !== entry.item.name && <p className="download-entry-line">{show}</p>}
        <p className="download-entry-line">{optionLabel(entry)}</p>
        {(entry.state === 'downloading' || (entry.state === 'paused' && entry.progress > 0)) && (
          <progress className="download-progress" max={100} value={Math.floor(entry.progress * 100)} aria-label={t`${name}: downloaded`} />
        )}
        <p className="download-entry-note" role={entry.state === 'failed' ? 'alert' : undefined}>
          {reason ?? stateLine(entry, i18n)}
        </p>
        <FocusSection focusKey={key} className="download-entry-actions">
          {isPlayable(entry) && (
            <FocusButton
              focusKey={`${key}:play`}
              className="button button-primary"
              onPress={() => navigate(`/viewVideo/${encodeURIComponent(entry.videoId)}/vod?resume=true`)}
            >
              {t`Play`}
            </FocusButton>
          )}
          {/* One button that changes with the state, under one focus key: focus stays on it as it does. */}
          {entry.state !== 'done' && (
            <FocusButton
              focusKey={`${key}:toggle`}
              className={running ? 'button' : 'button button-primary'}
              onPress={() => (running ? pause(entry.id) : resume(entry.id))}
            >
              {running ? t`Pause` : entry.state === 'failed' ? t`Try again` : t`Resume`}
            </FocusButton>
          )}
          <FocusButton focusKey={`${key}:delete`} className="button" onPress={() => void drop()}>
            {entry.state === 'done' ? t`Delete` : t`Cancel`}
          </FocusButton>
        </FocusSection>
      </div>
    </li>
  );
}

/** The Downloads tab: this profile's downloads on this device, with their progress and space. */
export function DownloadsTab({ empty }: { empty: (hint: string) => ReactNode }) {
  const formFactor = useUi((s) => s.formFactor);
  const { t } = useLingui();
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
    return <p className="page-text">{t`Downloads are for phones and computers: on a TV, programmes play by streaming.`}</p>;
  }
  const used = entries.reduce((sum, e) => sum + (e.state === 'done' ? e.bytes : 0), 0);
  const count = entries.length;
  const kept = formatBytes(used);
  // The line's parts, each whole, joined by a middle dot: the count (and the account's limit), what is kept, the room left.
  const parts = [
    limit
      ? t`${plural(count, { one: `# download (an account holds up to ${limit})`, other: `# downloads (an account holds up to ${limit})` })}`
      : t`${plural(count, { one: '# download', other: '# downloads' })}`,
    t`${kept} kept`,
  ];
  if (space) {
    const left = formatBytes(Math.max(0, space.quota - space.used));
    parts.push(t`${left} left on this device`);
  }
  return (
    <div className="dashboard-downloads">
      <p className="download-space">{parts.join(' · ')}</p>
      {entries.length === 0 ? (
        empty(t`Choose Download on an episode or video, and watch it here, even without a connection.`)
      ) : (
        <ul className="downloads-list" aria-label={t`Downloads`}>
          {entries.map((entry, index) => (
            <DownloadEntry key={entry.id} entry={entry} index={index} />
          ))}
        </ul>
      )}
    </div>
  );
}
