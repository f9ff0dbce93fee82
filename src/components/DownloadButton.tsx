import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentItem } from '../../contract/answers';
import { messageOf } from '../api/client';
import { useLoad } from '../api/use-load';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { formatBytes } from '../i18n/format';
import type { DownloadOption } from '../lib/download-options';
import { planDownload, useDownloads, type DownloadState } from '../stores/downloads';
import { useSession, viewerKey } from '../stores/session';
import { useUi } from '../stores/ui';
import { Modal } from './Modal';
import './downloads.css';

export const DOWNLOADS_PATH = '/Account?tab=downloads';

/** The button's words once the programme is on this device, by the download's state (downloading: with its percentage, in DownloadButton). */
const STATE_LABELS: Record<Exclude<DownloadState, 'downloading'>, MessageDescriptor> = {
  done: msg`✓ Downloaded`,
  failed: msg`Download failed`,
  paused: msg`Download paused`,
  queued: msg`Download queued`,
};
const QUALITY_LABELS: Record<DownloadOption['quality'], MessageDescriptor> = { 'data-saver': msg`Data saver`, standard: msg`Standard` };

/** 'Standard · 480p · 1.0 MB', in the language shown now (called while drawing). */
export function optionLabel(option: Pick<DownloadOption, 'quality' | 'height' | 'bytes'>): string {
  return [i18n._(QUALITY_LABELS[option.quality]), option.height ? `${option.height}p` : '', formatBytes(option.bytes)].filter(Boolean).join(' · ');
}

/** The quality choice, each with its size, and the space left; choosing one starts the download. */
function DownloadDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const notify = useUi((s) => s.notify);
  const start = useDownloads((s) => s.start);
  const space = useDownloads((s) => s.space);
  const refreshSpace = useDownloads((s) => s.refreshSpace);
  const [attempt, setAttempt] = useState(0);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { t } = useLingui();
  const plan = useLoad((signal) => planDownload(item, signal), [item, attempt], t`The download could not be prepared. Please try again.`);
  useEffect(() => void refreshSpace(), [attempt, refreshSpace]);
  const error = startError ?? (plan.kind === 'error' ? plan.message : null);

  const choose = async (option: DownloadOption, manifestUrl: string) => {
    setStarting(true);
    try {
      notify(await start(item, option, manifestUrl));
      onClose();
    } catch (failure) {
      setStarting(false);
      setStartError(messageOf(failure, t`The download could not be started. Please try again.`));
    }
  };
  const retry = () => {
    setStartError(null);
    setAttempt((n) => n + 1);
  };

  const name = item.name;
  return (
    <Modal id="download" title={t`Download ${name}`} onClose={onClose} initialFocusKey="download:option:0" className="download-dialog">
      {plan.kind === 'loading' && (
        <p className="page-text" role="status">
          {t`Checking the sizes…`}
        </p>
      )}
      {error !== null && (
        <div role="alert">
          <p className="page-text">{error}</p>
          <FocusButton focusKey="download:option:0" className="button button-primary" onPress={retry}>
            {t`Retry`}
          </FocusButton>
        </div>
      )}
      {error === null && plan.kind === 'ready' && (
        <>
          <p className="page-text">{t`Choose the quality. Data saver uses the least data and space.`}</p>
          <FocusSection focusKey="download:options" className="download-options" role="group" aria-label={t`Quality`}>
            {plan.value.options.map((option, index) => (
              <FocusButton
                key={option.quality}
                focusKey={`download:option:${index}`}
                className="button download-option"
                disabled={starting}
                onPress={() => void choose(option, plan.value.manifestUrl)}
              >
                {optionLabel(option)}
              </FocusButton>
            ))}
          </FocusSection>
        </>
      )}
      {space && <SpaceLeft used={space.used} quota={space.quota} />}
    </Modal>
  );
}

/** What this device holds of downloads, and the room left. */
function SpaceLeft({ used: usedBytes, quota }: { used: number; quota: number }) {
  const { t } = useLingui();
  const used = formatBytes(usedBytes);
  const left = formatBytes(Math.max(0, quota - usedBytes));
  return <p className="download-space">{t`${used} used · ${left} left on this device`}</p>;
}

/**
 * Download for an episode or video, on phones and computers (a TV streams): the quality dialog,
 * then the download's progress; once it is queued or kept, it leads to the Downloads tab.
 */
export function DownloadButton({
  item,
  focusKey,
  className = 'button',
  named = false,
}: {
  item: ContentItem;
  focusKey: string;
  className?: string;
  /** Among several (an episode list): its name says which programme, to screen readers. */
  named?: boolean;
}) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const formFactor = useUi((s) => s.formFactor);
  const owner = useSession(viewerKey);
  const download = useDownloads((s) => (owner ? s.entries.find((e) => e.videoId === item.id && e.owner === owner) : undefined));
  const [choosing, setChoosing] = useState(false);
  const { t } = useLingui();
  const downloadLabel = (state: DownloadState, progress: number) => {
    if (state !== 'downloading') return i18n._(STATE_LABELS[state]);
    const percent = Math.floor(progress * 100);
    return t`Downloading ${percent}%`;
  };
  if (formFactor === 'tv' || item.type !== 'vod' || !item._links.files.href) return null;

  const label = download ? downloadLabel(download.state, download.progress) : t`Download`;
  const press = () => {
    if (!signedIn || !owner) return openLogin(t`Please sign in to download programmes.`);
    if (download) return navigate(DOWNLOADS_PATH);
    setChoosing(true);
  };
  return (
    <>
      <FocusButton focusKey={focusKey} className={className} aria-haspopup={download ? undefined : 'dialog'} onPress={press}>
        {label}
        {named && <span className="visually-hidden"> {item.name}</span>}
      </FocusButton>
      {choosing && <DownloadDialog item={item} onClose={() => setChoosing(false)} />}
    </>
  );
}
