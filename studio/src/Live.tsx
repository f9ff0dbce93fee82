import { useState } from 'react';
import {
  blankLiveChannel,
  LiveChannelFields,
  SAMPLE_PREFIX,
  SAMPLE_SIGNALS,
  sampleSignal,
  SCHEDULE_HEADER,
  SCHEDULE_MAX_BYTES,
  type LiveChannel,
  type LiveChannelList,
  type ScheduleLineProblem,
} from '../../contract/studio-live';
import { LIVE_TIME_ZONES } from '../../contract/time-zones';
import { call, StudioError } from './api';
import { fieldErrors } from './forms';
import { keepNotice, linkProps, navigate, takeNotice } from './router';
import { Field, Loading, Notice, SaveNotice, type SaveMessage } from './ui';
import { useAsync } from './useAsync';

const SIGNAL_NAMES: Record<string, string> = { chapel: 'Chapel', rosary: 'Rosary', pilgrim: 'Pilgrim' };
const ELSEWHERE = 'address';

const streamWords = (stream: string) => {
  const sample = sampleSignal(stream);
  return sample ? `Built-in sample signal (${SIGNAL_NAMES[sample]})` : stream;
};

/** The live channels: each opened to edit it and to upload today's schedule; a new one added. */
export function LiveIndex() {
  const [loaded, reload] = useAsync(() => call<LiveChannelList>('GET', '/live'), 'live');
  return (
    <main>
      <div className="heading">
        <h1 tabIndex={-1}>Live channels</h1>
        <a className="button" {...linkProps('/live/new')}>
          Add a channel
        </a>
      </div>
      <p>Each channel’s stream, time zone and today’s schedule. Viewers see a change within seconds.</p>
      {loaded.state !== 'ready' ? (
        <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
      ) : (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Stream</th>
              <th scope="col">Time zone</th>
              <th scope="col">Today’s schedule</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.channels.map((c) => (
              <tr key={c.id}>
                <td>
                  <a {...linkProps(`/live/${c.id}`)}>{c.fields.name}</a>
                </td>
                <td>{streamWords(c.fields.stream)}</td>
                <td>
                  {c.fields.timeZone} ({c.zoneNow})
                </td>
                <td>{scheduleWords(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

function scheduleWords(channel: LiveChannel): string {
  if (channel.schedule) return `Uploaded: ${channel.schedule.programmes} programme${channel.schedule.programmes === 1 ? '' : 's'}`;
  return channel.fields.sampleSchedule ? 'None uploaded: viewers see the sample schedule' : 'None uploaded: viewers read that none is published';
}

/** One channel (`id`), or a new one ('new'): its fields, and today's schedule once it exists. */
export function LiveChannelPage({ id }: { id: string }) {
  const [loaded, reload, setLoaded] = useAsync(() => call<LiveChannelList>('GET', '/live'), `live:${id}`);
  if (id === 'new') return <ChannelForm channel={null} onSaved={() => undefined} onStale={reload} />;
  const channel = loaded.state === 'ready' ? loaded.value.channels.find((c) => c.id === id) : undefined;
  if (!channel) {
    return (
      <main>
        <h1 tabIndex={-1}>Live channel</h1>
        {loaded.state === 'ready' ? (
          <Notice kind="error">This live channel could not be found.</Notice>
        ) : (
          <Loading message={loaded.state === 'failed' ? loaded.message : undefined} retry={reload} />
        )}
      </main>
    );
  }
  const replace = (saved: LiveChannel) =>
    loaded.state === 'ready' && setLoaded({ channels: loaded.value.channels.map((c) => (c.id === saved.id ? saved : c)) });
  return (
    <>
      <ChannelForm key={`${channel.id}:${channel.version}`} channel={channel} onSaved={replace} onStale={reload} />
      <ScheduleUpload key={`schedule:${channel.id}`} channel={channel} onSaved={replace} onStale={reload} />
    </>
  );
}

function ChannelForm({ channel, onSaved, onStale }: { channel: LiveChannel | null; onSaved: (saved: LiveChannel) => void; onStale: () => void }) {
  const [fields, setFields] = useState<LiveChannelFields>(() => channel?.fields ?? blankLiveChannel());
  const [tags, setTags] = useState(() => fields.tags.join(', '));
  const [kind, setKind] = useState(() => (sampleSignal(fields.stream) ? fields.stream : ELSEWHERE));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage | null>(() => {
    const notice = takeNotice();
    return notice ? { kind: 'success', text: notice } : null;
  });

  const value: LiveChannelFields = {
    ...fields,
    tags: tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
  // The contract's schema decides, as on the server.
  const errors = fieldErrors(LiveChannelFields, value);
  const set = <K extends keyof LiveChannelFields>(key: K, next: LiveChannelFields[K]) => setFields((current) => ({ ...current, [key]: next }));
  const error = (key: string, words?: string) => (shown && errors[key] ? (words ?? errors[key]) : undefined);

  const save = async () => {
    setShown(true);
    if (Object.keys(errors).length > 0) {
      setMessage({ kind: 'error', text: 'Some fields need changing: see the fields marked below.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (!channel) {
        const created = await call<LiveChannel>('POST', '/live', { fields: value });
        navigate(`/live/${created.id}`, { replace: true, notice: 'Channel added. Viewers see it in Live TV now.' });
        return;
      }
      const saved = await call<LiveChannel>('PUT', `/live/${channel.id}`, { version: channel.version, fields: value });
      keepNotice(['Saved. Viewers see it now.', ...saved.warnings].join(' '));
      onSaved(saved);
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: failure instanceof Error ? failure.message : String(failure),
        stale: failure instanceof StudioError && failure.status === 409,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main>
      <p>
        <a {...linkProps('/live')}>← All live channels</a>
      </p>
      <h1 tabIndex={-1}>{channel ? channel.fields.name : 'A new live channel'}</h1>
      <SaveNotice message={message} onReload={onStale} />
      {channel && channel.warnings.length > 0 && !message && <Notice kind="info">{channel.warnings.join(' ')}</Notice>}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Field id="live-name" label="Name" error={error('name')}>
          <input id="live-name" value={fields.name} onChange={(e) => set('name', e.target.value)} aria-invalid={error('name') ? true : undefined} />
        </Field>
        <Field id="live-description" label="Description" error={error('description')}>
          <textarea id="live-description" rows={3} value={fields.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <Field
          id="live-stream-kind"
          label="Stream"
          hint="The built-in sample signal loops a sample video as live TV; an address is an HLS playlist (.m3u8) elsewhere."
        >
          <select
            id="live-stream-kind"
            value={kind}
            aria-describedby="live-stream-kind-hint"
            onChange={(e) => {
              setKind(e.target.value);
              set('stream', e.target.value === ELSEWHERE ? '' : e.target.value);
            }}
          >
            {SAMPLE_SIGNALS.map((signal) => (
              <option key={signal} value={`${SAMPLE_PREFIX}${signal}`}>
                Built-in sample signal ({SIGNAL_NAMES[signal]})
              </option>
            ))}
            <option value={ELSEWHERE}>A stream address (http or https)</option>
          </select>
        </Field>
        {kind === ELSEWHERE && (
          <Field id="live-stream" label="Stream address" error={error('stream', 'Enter an address starting with https:// or http://, without spaces.')}>
            <input
              id="live-stream"
              type="url"
              value={fields.stream}
              placeholder="https://streams.example.org/live/master.m3u8"
              onChange={(e) => set('stream', e.target.value.trim())}
              aria-invalid={error('stream') ? true : undefined}
            />
          </Field>
        )}
        <Field
          id="live-zone"
          label="Time zone"
          hint="The schedule’s times are written in this zone; its abbreviation (EST, GMT, AEDT…) follows from it and the date."
        >
          <select
            id="live-zone"
            value={fields.timeZone}
            aria-describedby="live-zone-hint"
            onChange={(e) => set('timeZone', e.target.value as LiveChannelFields['timeZone'])}
          >
            {LIVE_TIME_ZONES.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.zone}: {z.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="live-location" label="Location" error={error('location')}>
          <input id="live-location" value={fields.location} placeholder="Philadelphia, USA" onChange={(e) => set('location', e.target.value)} />
        </Field>
        <Field id="live-tags" label="Tags (separated by commas)" error={error('tags', 'At most 20 tags of up to 50 characters each.')}>
          <input id="live-tags" value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
        <label className="row checks">
          <input type="checkbox" checked={fields.sampleSchedule} onChange={(e) => set('sampleSchedule', e.target.checked)} /> On a day with no uploaded
          schedule, show viewers the sample schedule (otherwise they read that no schedule has been published for today)
        </label>
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {channel ? 'Save channel' : 'Add channel'}
          </button>
        </div>
      </form>
    </main>
  );
}

/** Today's schedule: a file or pasted text, refused whole when a line is bad, each bad line listed. */
function ScheduleUpload({ channel, onSaved, onStale }: { channel: LiveChannel; onSaved: (saved: LiveChannel) => void; onStale: () => void }) {
  const [text, setText] = useState(() => channel.schedule?.text ?? '');
  const [lines, setLines] = useState<ScheduleLineProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveMessage | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > SCHEDULE_MAX_BYTES) {
      setMessage({ kind: 'error', text: `This file is larger than ${SCHEDULE_MAX_BYTES / 1000} KB: a day’s schedule is a few kilobytes of text.` });
      return;
    }
    setText(await file.text());
    setLines([]);
    setMessage(null);
  }

  async function upload() {
    setBusy(true);
    setMessage(null);
    setLines([]);
    try {
      const saved = await call<LiveChannel>('PUT', `/live/${channel.id}/schedule`, { text, expected: channel.schedule?.version ?? 0 });
      setMessage({ kind: 'success', text: `Saved: ${saved.schedule?.programmes ?? 0} programmes. Viewers see today’s schedule now.` });
      onSaved(saved);
    } catch (failure) {
      const answer = failure instanceof StudioError ? (failure.answer as { lines?: ScheduleLineProblem[] } | undefined) : undefined;
      setLines(answer?.lines ?? []);
      setMessage({
        kind: 'error',
        text: failure instanceof Error ? failure.message : String(failure),
        stale: failure instanceof StudioError && failure.status === 409,
      });
    } finally {
      setBusy(false);
    }
  }

  const example = `${SCHEDULE_HEADER}\nHoly Mass|Celebrated live from the chapel|${channel.today} 08:00:00 ${channel.zoneNow}`;
  return (
    <section className="schedule-upload" aria-labelledby="schedule-title">
      <h2 id="schedule-title">Today’s schedule</h2>
      <p>
        Today is {channel.today} in {channel.fields.timeZone}. One programme a line, as <code>title|subtitle|start_time</code>, the time written in the
        channel’s zone (now {channel.zoneNow}), e.g. <code>{example.split('\n')[1]}</code>. A header line and an empty subtitle are fine; programmes may run on
        past midnight. <strong>A schedule with a bad line is not saved at all:</strong> each bad line is listed, fix them and upload again.
      </p>
      <p role="status">
        {channel.schedule
          ? `Uploaded by ${channel.schedule.uploadedBy} at ${new Date(channel.schedule.uploadedAt).toLocaleString()}: ${channel.schedule.programmes} programmes.`
          : `Nothing uploaded for today. ${scheduleWords(channel).replace('None uploaded: v', 'V')}.`}
      </p>
      <label>
        Schedule file <input type="file" accept=".txt,.csv,.psv,text/plain,text/csv" onChange={(e) => void choose(e.currentTarget.files?.[0])} />
      </label>
      <Field id="schedule-text" label="Schedule text">
        <textarea id="schedule-text" rows={12} spellCheck={false} value={text} placeholder={example} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="actions">
        <button type="button" className="primary" disabled={busy || text.trim() === ''} onClick={() => void upload()}>
          Upload schedule
        </button>
      </div>
      <SaveNotice message={message} onReload={onStale} />
      {lines.length > 0 && (
        <table className="list" aria-label="Lines that cannot be used">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Text</th>
              <th scope="col">What is wrong</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.line} className="fails">
                <td>{line.line}</td>
                <td>
                  <code>{line.text}</code>
                </td>
                <td>{line.problem}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
