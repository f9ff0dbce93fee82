import { useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { CAPTION_MAX_BYTES, INGEST_MESSAGES, mediaIdOf, UPLOAD_MAX_BYTES, UPLOAD_PATH, type CaptionTrack, type IngestJob } from '../../contract/ingest';
import type { Programme } from '../../contract/studio';
import { call, session } from './api';
import { keepNotice } from './router';
import { Loading, Notice } from './ui';
import { useAsync } from './useAsync';

/** Caption languages offered first (any other two-letter code can be typed). */
const CAPTION_LANGUAGES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
  ar: 'العربية',
  la: 'Latina',
  tl: 'Tagalog',
};

const percent = (fraction: number) => `${Math.floor(fraction * 100)}%`;
const bytes = (n: number) => (n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GB` : `${Math.max(0.1, n / 1024 ** 2).toFixed(1)} MB`);
export function timeLeft(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '';
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  return `about ${(seconds / 3600).toFixed(1)} h left`;
}

interface Sending {
  name: string;
  sent: number;
  total: number;
  startedAt: number;
  startedFrom: number;
  /** Bytes a second since this upload (or its resumption) began. */
  rate: number;
}

/**
 * A video programme's film: uploaded by tus (a dropped connection, or the page closed and opened
 * again, goes on from where it stopped), then made into streams by a job whose progress shows here;
 * and its captions. The programme is saved with its new film by the job: `onFilmReady` reloads it.
 */
export function FilmPanel({ programme, onFilmReady }: { programme: Programme; onFilmReady: () => void }) {
  const [status] = useAsync(() => call<{ available: boolean; reason: string | null }>('GET', '/ingest'), 'ingest');
  const [jobs, reloadJobs] = useAsync(() => call<{ jobs: IngestJob[] }>('GET', `/programmes/${programme.id}/ingest`), `jobs-${programme.id}`);
  const [sending, setSending] = useState<Sending | null>(null);
  const [problem, setProblem] = useState('');
  const upload = useRef<Upload | null>(null);
  const latest = jobs.state === 'ready' ? jobs.value.jobs[0] : undefined;
  const working = latest && (latest.status === 'queued' || latest.status === 'running');

  // While a job works, its progress is read every second; when it ends, the programme is read again.
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => reloadJobs(), 1000);
    return () => clearInterval(timer);
  }, [working, reloadJobs]);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!latest) return;
    const key = `${latest.id}:${latest.status}`;
    if (seen.current && seen.current !== key && latest.status === 'done' && seen.current.startsWith(latest.id)) {
      // The editor is drawn anew for the version the job saved; its notice says why.
      keepNotice('The film is ready: the programme now plays it.');
      onFilmReady();
    }
    seen.current = key;
  }, [latest, onFilmReady]);
  useEffect(() => () => void upload.current?.abort(), []);

  function send(file: File) {
    setProblem('');
    if (file.size === 0) return setProblem('The file is empty. Choose the film itself.');
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(INGEST_MESSAGES.tooLarge(UPLOAD_MAX_BYTES / 1024 ** 3));
    const startedAt = Date.now();
    const tus = new Upload(file, {
      endpoint: UPLOAD_PATH,
      // Chunks small enough that a dropped connection loses little, large enough to keep up.
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { filename: file.name, filetype: file.type },
      headers: { authorization: `Bearer ${session.read()?.token ?? ''}` },
      // Remembered in this browser, so choosing the same file again after a closed tab goes on from where it was.
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // The first progress of a resumed upload starts from what the server already had.
      onProgress: (sent, total) =>
        setSending((s) => {
          if (!s) return s;
          const startedFrom = s.sent === 0 ? sent : s.startedFrom;
          const elapsed = (Date.now() - s.startedAt) / 1000;
          return { ...s, sent, total, startedFrom, rate: elapsed > 1 ? (sent - startedFrom) / elapsed : 0 };
        }),
      onError: (error) => {
        setSending(null);
        const body = (error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody() ?? '';
        let message = '';
        try {
          message = (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? '';
        } catch {
          // Not the server's answer: the connection.
        }
        setProblem(message || 'The upload stopped: the connection to the server was lost. Choose the file again to go on from where it stopped.');
      },
      onSuccess: async () => {
        const uploadId = tus.url?.split('/').pop() ?? '';
        setSending(null);
        try {
          await call<IngestJob>('POST', `/programmes/${programme.id}/ingest`, { uploadId });
          reloadJobs();
        } catch (error) {
          setProblem(error instanceof Error ? error.message : String(error));
        }
      },
    });
    upload.current = tus;
    void tus.findPreviousUploads().then((previous) => {
      const resumed = previous[0];
      if (resumed) tus.resumeFromPreviousUpload(resumed);
      setSending({ name: file.name, sent: 0, total: file.size, startedAt, startedFrom: 0, rate: 0 });
      tus.start();
    });
  }

  async function cancelJob(job: IngestJob) {
    try {
      await call<IngestJob>('DELETE', `/ingest-jobs/${job.id}`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
    reloadJobs();
  }

  const film = mediaIdOf(programme.fields.stream);
  const rate = sending?.rate ?? 0;
  return (
    <section className="film" aria-labelledby="film-title">
      <h2 id="film-title">Film</h2>
      {status.state === 'ready' && !status.value.available ? (
        <Notice kind="info">{status.value.reason}</Notice>
      ) : (
        <>
          <p className="hint">
            {film
              ? 'This programme plays a film uploaded here.'
              : programme.fields.stream
                ? `This programme plays the sample “${programme.fields.stream}”.`
                : 'No film yet.'}{' '}
            Upload a video file (MP4, MOV, MKV or WebM, up to {UPLOAD_MAX_BYTES / 1024 ** 3} GB): it is made into streams for every screen, and the programme is
            saved with it when it is ready (save other changes first).
          </p>
          <div className="field">
            <label htmlFor="film-file">Upload a film</label>
            <input
              id="film-file"
              type="file"
              accept="video/*,.mkv,.mov"
              disabled={Boolean(sending) || Boolean(working)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(file);
              }}
            />
          </div>
          {sending && (
            <div role="status" className="film-progress">
              <progress max={sending.total} value={sending.sent} aria-label="Upload" />
              <span>
                Uploading {sending.name}: {percent(sending.sent / sending.total)} ({bytes(sending.sent)} of {bytes(sending.total)})
                {rate > 0 ? `, ${timeLeft((sending.total - sending.sent) / rate)}` : ''}
              </span>
              <button type="button" onClick={() => void upload.current?.abort().then(() => setSending(null))}>
                Stop uploading
              </button>
            </div>
          )}
          {latest && <JobLine job={latest} onCancel={() => void cancelJob(latest)} />}
          {jobs.state === 'failed' && <Loading message={jobs.message} retry={reloadJobs} />}
          {problem && <Notice kind="error">{problem}</Notice>}
          {film && <Captions programmeId={programme.id} />}
        </>
      )}
    </section>
  );
}

function JobLine({ job, onCancel }: { job: IngestJob; onCancel: () => void }) {
  if (job.status === 'queued' || job.status === 'running') {
    return (
      <div role="status" className="film-progress">
        <progress max={1} value={job.progress} aria-label="Making streams" />
        <span>
          {job.status === 'queued'
            ? job.error
              ? `Waiting to try ${job.fileName} again (${job.error})`
              : `${job.fileName} is waiting for a free worker…`
            : `Making streams of ${job.fileName}: ${percent(job.progress)}${job.secondsLeft !== null ? `, ${timeLeft(job.secondsLeft)}` : ''}`}
        </span>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (job.status === 'failed') return <Notice kind="error">{job.error}</Notice>;
  if (job.status === 'cancelled') return <p className="hint">Making streams of {job.fileName} was cancelled.</p>;
  return null;
}

/** The film's caption languages: each added from an SRT or WebVTT file, or removed. */
function Captions({ programmeId }: { programmeId: string }) {
  const [list, reload, setList] = useAsync(() => call<{ captions: CaptionTrack[] }>('GET', `/programmes/${programmeId}/captions`), `captions-${programmeId}`);
  const [language, setLanguage] = useState('en');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(work: () => Promise<{ captions: CaptionTrack[] }>) {
    setBusy(true);
    setProblem('');
    try {
      setList(await work());
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function add(file: File) {
    if (file.size > CAPTION_MAX_BYTES) return setProblem(INGEST_MESSAGES.badCaptions(`the file is larger than ${CAPTION_MAX_BYTES / 1024 / 1024} MB`));
    const text = await file.text();
    await change(() => call('PUT', `/programmes/${programmeId}/captions`, { language, text }));
  }

  return (
    <fieldset className="captions">
      <legend>Captions</legend>
      {list.state === 'failed' && <Loading message={list.message} retry={reload} />}
      {list.state === 'ready' &&
        (list.value.captions.length === 0 ? (
          <p className="hint">No captions yet: viewers who need them (and everyone watching with the sound off) see none.</p>
        ) : (
          <ul>
            {list.value.captions.map((track) => (
              <li key={track.language}>
                {track.label} ({track.language}){' '}
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void change(() => call('DELETE', `/programmes/${programmeId}/captions/${track.language}`))}
                >
                  Remove {track.label}
                </button>
              </li>
            ))}
          </ul>
        ))}
      <div className="row">
        <div className="field">
          <label htmlFor="caption-language">Caption language</label>
          <select id="caption-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
            {Object.entries(CAPTION_LANGUAGES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="caption-file">Caption file (SRT or WebVTT)</label>
          <input
            id="caption-file"
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void add(file);
            }}
          />
        </div>
      </div>
      {busy && <p role="status">Saving the captions…</p>}
      {problem && <Notice kind="error">{problem}</Notice>}
    </fieldset>
  );
}
