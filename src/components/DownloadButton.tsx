import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentItem } from '../../contract/answers';
import { messageOf } from '../api/client';
import { useLoad } from '../api/use-load';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { formatBytes, type DownloadOption } from '../lib/download-options';
import { planDownload, useDownloads, type DownloadState } from '../stores/downloads';
import { useSession, viewerKey } from '../stores/session';
import { useUi } from '../stores/ui';
import { Modal } from './Modal';
import './downloads.css';

export const DOWNLOADS_PATH = '/Account?tab=downloads';

/** The button's words once the programme is on this device, by the download's state. */
const STATE_LABELS: Record<DownloadState, (progress: number) => string> = {
  done: () => '✓ Downloaded',
  downloading: (progress) => `Downloading ${Math.floor(progress * 100)}%`,
  failed: () => 'Download failed',
  paused: () => 'Download paused',
  queued: () => 'Download queued',
};
const QUALITY_LABELS = { 'data-saver': 'Data saver', standard: 'Standard' } as const;

/** 'Standard · 480p · 1.0 MB' */
export function optionLabel(option: Pick<DownloadOption, 'quality' | 'height' | 'bytes'>): string {
  return [QUALITY_LABELS[option.quality], option.height ? `${option.height}p` : '', formatBytes(option.bytes)].filter(Boolean).join(' · ');
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
  const plan = useLoad((signal) => planDownload(item, signal), [item, attempt], 'The download could not be prepared. Please try again.');
  useEffect(() => void refreshSpace(), [attempt, refreshSpace]);
  const error = startError ?? (plan.kind === 'error' ? plan.message : null);

  const choose = async (option: DownloadOption, manifestUrl: string) => {
    setStarting(true);
    try {
      notify(await start(item, option, manifestUrl));
      onClose();
    } catch (failure) {
      setStarting(false);
      setStartError(messageOf(failure, 'The download could not be started. Please try again.'));
    }
  };
  const retry = () => {
    setStartError(null);
    setAttempt((n) => n + 1);
  };

  return (
    <Modal id="download" title={`Download ${item.name}`} onClose={onClose} initialFocusKey="download:option:0" className="download-dialog">
      {plan.kind === 'loading' && (
        <p className="page-text" role="status">
          Checking the sizes…
        </p>
      )}
      {error !== null && (
        <div role="alert">
          <p className="page-text">{error}</p>
          <FocusButton focusKey="download:option:0" className="button button-primary" onPress={retry}>
            Retry
          </FocusButton>
        </div>
      )}
      {error === null && plan.kind === 'ready' && (
        <>
          <p className="page-text">Choose the quality. Data saver uses the least data and space.</p>
          <FocusSection focusKey="download:options" className="download-options" role="group" aria-label="Quality">
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
      {space && (
        <p className="download-space">
          {formatBytes(space.used)} used · {formatBytes(Math.max(0, space.quota - space.used))} left on this device
        </p>
      )}
    </Modal>
  );
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
  if (formFactor === 'tv' || item.type !== 'vod' || !item._links.files.href) return null;

  const label = download ? STATE_LABELS[download.state](download.progress) : 'Download';
  const press = () => {
    if (!signedIn || !owner) return openLogin('Please sign in to download programmes.');
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
