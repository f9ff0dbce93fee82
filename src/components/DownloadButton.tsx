import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentItem } from '../../contract/wire';
import { messageOf } from '../api/client';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { formatBytes, type DownloadOption } from '../lib/download-options';
import { planDownload, useDownloads } from '../stores/downloads';
import { useSession, viewerKey } from '../stores/session';
import { useUi } from '../stores/ui';
import { Modal } from './Modal';
import './downloads.css';

export const DOWNLOADS_PATH = '/Account?tab=downloads';
const QUALITY_LABELS = { 'data-saver': 'Data saver', standard: 'Standard' } as const;

/** 'Standard · 480p · 1.0 MB' */
export function optionLabel(option: Pick<DownloadOption, 'quality' | 'height' | 'bytes'>): string {
  return [QUALITY_LABELS[option.quality], option.height ? `${option.height}p` : '', formatBytes(option.bytes)].filter(Boolean).join(' · ');
}

type Plan = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; manifestUrl: string; options: DownloadOption[] };

/** The quality choice, each with its size, and the space left; choosing one starts the download. */
function DownloadDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const notify = useUi((s) => s.notify);
  const start = useDownloads((s) => s.start);
  const space = useDownloads((s) => s.space);
  const refreshSpace = useDownloads((s) => s.refreshSpace);
  const [plan, setPlan] = useState<Plan>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setPlan({ kind: 'loading' });
    void refreshSpace();
    planDownload(item, controller.signal).then(
      (ready) => setPlan({ kind: 'ready', ...ready }),
      (error: unknown) =>
        !controller.signal.aborted && setPlan({ kind: 'error', message: messageOf(error, 'The download could not be prepared. Please try again.') }),
    );
    return () => controller.abort();
  }, [item, attempt, refreshSpace]);

  const choose = async (option: DownloadOption, manifestUrl: string) => {
    setStarting(true);
    try {
      notify(await start(item, option, manifestUrl));
      onClose();
    } catch (error) {
      setStarting(false);
      setPlan({ kind: 'error', message: messageOf(error, 'The download could not be started. Please try again.') });
    }
  };

  return (
    <Modal id="download" title={`Download ${item.name}`} onClose={onClose} initialFocusKey="download:option:0" className="download-dialog">
      {plan.kind === 'loading' && (
        <p className="page-text" role="status">
          Checking the sizes…
        </p>
      )}
      {plan.kind === 'error' && (
        <div role="alert">
          <p className="page-text">{plan.message}</p>
          <FocusButton focusKey="download:option:0" className="button button-primary" onPress={() => setAttempt((n) => n + 1)}>
            Retry
          </FocusButton>
        </div>
      )}
      {plan.kind === 'ready' && (
        <>
          <p className="page-text">Choose the quality. Data saver uses the least data and space.</p>
          <FocusSection focusKey="download:options" className="download-options" role="group" aria-label="Quality">
            {plan.options.map((option, index) => (
              <FocusButton
                key={option.quality}
                focusKey={`download:option:${index}`}
                className="button download-option"
                disabled={starting}
                onPress={() => void choose(option, plan.manifestUrl)}
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

  const label = !download
    ? 'Download'
    : download.state === 'done'
      ? '✓ Downloaded'
      : download.state === 'downloading'
        ? `Downloading ${Math.floor(download.progress * 100)}%`
        : download.state === 'failed'
          ? 'Download failed'
          : download.state === 'paused'
            ? 'Download paused'
            : 'Download queued';
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
