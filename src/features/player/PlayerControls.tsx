import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type MouseEvent, type PointerEvent } from 'react';
import { Dropdown } from '../../components/Dropdown';
import { Icon } from '../../components/Icon';
import { FocusButton, FocusSection, useFocusNode } from '../../focus/Focusable';
import { clock } from '../../lib/episodes';
import type { LanguageChoice, QualityChoice } from './playback-session';
import { previewAt, type SeekPreview } from './seek-previews';
import { PLAYBACK_RATES, SEEK_STEP_S } from './player-rules';

export interface PlayerControlsProps {
  title: string;
  subtitle?: string;
  visible: boolean;
  live: boolean;
  paused: boolean;
  currentTime: number;
  duration: number;
  rate: number;
  volume: number;
  qualities: QualityChoice[];
  quality: number;
  audio: LanguageChoice[];
  audioId: string;
  subtitles: LanguageChoice[];
  subtitleId: string;
  /** Seek previews of the film (none: the bar shows no pictures). */
  previews: SeekPreview[];
  /** Where a seek took playback (the ±10 s keys, a tap), shown with its picture for a moment. */
  seekingTo: number | null;
  onToggle: () => void;
  onSeekBy: (seconds: number) => void;
  onSeekTo: (seconds: number) => void;
  onRate: (rate: number) => void;
  onVolume: (volume: number) => void;
  onQuality: (height: number) => void;
  onAudio: (id: string) => void;
  onSubtitles: (id: string) => void;
  onClose: () => void;
}

const VOLUMES = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** The seek bar: a slider for the remote (Left/Right step 10 s), the mouse and touch (tap to jump). */
function SeekBar({
  currentTime,
  duration,
  live,
  previews,
  seekingTo,
  onSeekBy,
  onSeekTo,
}: Pick<PlayerControlsProps, 'currentTime' | 'duration' | 'live' | 'previews' | 'seekingTo' | 'onSeekBy' | 'onSeekTo'>) {
  const { t } = useLingui();
  const seekable = !live && Number.isFinite(duration) && duration > 0;
  const { ref, focused, focusKey } = useFocusNode<HTMLDivElement>({
    focusKey: 'player:seek',
    disabled: !seekable,
    onArrowPress: (direction: string) => {
      // Left back and Right forward in every language: the timeline runs left to right in a
      // right-to-left page too (player.css), so the keys follow the bar as it is seen.
      if (direction === 'left' || direction === 'right') {
        onSeekBy(direction === 'left' ? -SEEK_STEP_S : SEEK_STEP_S);
        return false;
      }
      return true;
    },
  });
  const timeAt = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * duration;
  };
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (!seekable) return;
      const box = event.currentTarget.getBoundingClientRect();
      onSeekTo(((event.clientX - box.left) / box.width) * duration);
    },
    [duration, onSeekTo, seekable],
  );
  // The picture under a pointer over the bar (a finger's while it touches it).
  const [pointing, setPointing] = useState<number | null>(null);
  const onPointer = (event: PointerEvent<HTMLDivElement>) => seekable && previews.length > 0 && setPointing(timeAt(event));
  const previewed = pointing ?? seekingTo;
  // Live is always at its edge; a video whose length is not known yet (still loading) is at its start.
  const share = seekable ? Math.min(1, Math.max(0, currentTime / duration)) : live ? 1 : 0;
  const position = clock(currentTime);
  const length = clock(duration);
  return (
    <div
      ref={ref}
      className="seek"
      role="slider"
      tabIndex={-1}
      aria-label={t({ message: 'Seek', comment: 'The slider that moves through a video' })}
      // A live stream (or one whose length is not known yet) cannot be moved in: the bar only shows.
      aria-disabled={!seekable || undefined}
      aria-valuemin={0}
      aria-valuemax={seekable ? Math.round(duration) : 0}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={
        live
          ? t({ message: 'Live', comment: 'Where a live stream is: at its live edge' })
          : t({ message: `${position} of ${length}`, comment: 'Where a video is: the time reached, then its length (1:05 of 45:00)' })
      }
      data-focus-key={focusKey}
      data-focused={focused || undefined}
      onClick={onClick}
      onPointerMove={onPointer}
      onPointerDown={onPointer}
      onPointerLeave={() => setPointing(null)}
      onPointerUp={(event) => event.pointerType === 'touch' && setPointing(null)}
    >
      <div className="seek-track">
        <div className="seek-fill" style={{ width: `${share * 100}%` }} />
        {seekable && <div className="seek-thumb" style={{ left: `${share * 100}%` }} />}
      </div>
      {seekable && previewed !== null && <PreviewPicture preview={previewAt(previews, previewed)} time={previewed} share={previewed / duration} bar={ref} />}
    </div>
  );
}

/**
 * The picture of second `time` above the bar at its place (kept inside the bar's ends), with the
 * time: a region of a sprite, drawn twice as large on a TV.
 */
function PreviewPicture({ preview, time, share, bar }: { preview: SeekPreview | null; time: number; share: number; bar: { current: HTMLDivElement | null } }) {
  if (!preview) return null;
  const scale = bar.current?.closest('[data-layout="tv"]') ? 2 : 1;
  const width = preview.width * scale;
  const barWidth = bar.current?.clientWidth ?? 0;
  const left = Math.min(Math.max(share * barWidth, width / 2), Math.max(width / 2, barWidth - width / 2));
  return (
    <div className="seek-preview" data-testid="seek-preview" style={{ left, width, marginLeft: -width / 2 }} aria-hidden="true">
      <div className="seek-preview-picture" style={{ width, height: preview.height * scale }}>
        <div style={{ width: preview.width, height: preview.height, transform: `scale(${scale})` }}>
          <img src={preview.url} alt="" style={{ left: -preview.x, top: -preview.y }} />
        </div>
      </div>
      <span className="seek-preview-time">{clock(time)}</span>
    </div>
  );
}

/** The player's own controls, made for a remote first: every control is reached with the arrows. */
export function PlayerControls(props: PlayerControlsProps) {
  const { live, paused } = props;
  const { t } = useLingui();
  return (
    // One section: the arrows go between the player's own controls first (Down from Close to the
    // bar below it, not to a button beside the player on the live page), and an arrow from outside
    // comes in on its buttons.
    <FocusSection
      focusKey="player:controls"
      rememberChild={false}
      preferredChildFocusKey="player:buttons"
      className={`player-controls ${props.visible ? '' : 'player-controls-hidden'}`}
      aria-hidden={!props.visible || undefined}
    >
      <FocusSection focusKey="player:top" className="player-top">
        <div className="player-heading">
          <h1 className="player-title">{props.title}</h1>
          {props.subtitle && <p className="player-subtitle">{props.subtitle}</p>}
        </div>
        <FocusButton focusKey="player:close" className="player-button player-close" aria-label={t`Close player`} onPress={props.onClose}>
          <Icon name="close" />
        </FocusButton>
      </FocusSection>
      <div className="player-bottom">
        {!live && (
          <div className="player-times">
            <span>{clock(props.currentTime)}</span>
            <span>{clock(props.duration)}</span>
          </div>
        )}
        {live && <p className="player-live-badge">{t({ message: 'LIVE', comment: 'The badge of a live stream, in capitals' })}</p>}
        <SeekBar
          currentTime={props.currentTime}
          duration={props.duration}
          live={live}
          previews={props.previews}
          seekingTo={props.seekingTo}
          onSeekBy={props.onSeekBy}
          onSeekTo={props.onSeekTo}
        />
        <FocusSection focusKey="player:buttons" className="player-buttons">
          {!live && (
            <FocusButton focusKey="player:back10" className="player-button" aria-label={t`Back 10 seconds`} onPress={() => props.onSeekBy(-SEEK_STEP_S)}>
              −10
            </FocusButton>
          )}
          <FocusButton focusKey="player:toggle" className="player-button player-toggle" aria-label={paused ? t`Play` : t`Pause`} onPress={props.onToggle}>
            {paused ? '▶' : '❚❚'}
          </FocusButton>
          {!live && (
            <FocusButton focusKey="player:forward10" className="player-button" aria-label={t`Forward 10 seconds`} onPress={() => props.onSeekBy(SEEK_STEP_S)}>
              +10
            </FocusButton>
          )}
          {!live && (
            <Dropdown
              id="player-rate"
              placement="above"
              label={t`Speed`}
              value={String(props.rate)}
              options={PLAYBACK_RATES.map((speed) => ({
                value: String(speed),
                label: t({ message: `${speed}x`, comment: 'A playback speed: {speed} times the normal speed' }),
              }))}
              onChange={(v) => props.onRate(Number(v))}
            />
          )}
          <Dropdown
            id="player-volume"
            placement="above"
            label={t`Volume`}
            value={String(Math.round(props.volume * 10) * 10)}
            options={VOLUMES.map((volume) => ({ value: String(volume), label: volume === 0 ? t`Muted` : t`Volume ${volume}%` }))}
            onChange={(v) => props.onVolume(Number(v) / 100)}
          />
          {props.qualities.length > 0 && (
            <Dropdown
              id="player-quality"
              placement="above"
              label={t`Quality`}
              value={String(props.quality)}
              options={props.qualities.map((q) => ({ value: String(q.height), label: q.label }))}
              onChange={(v) => props.onQuality(Number(v))}
            />
          )}
          {props.audio.length > 0 && (
            <Dropdown
              id="player-audio"
              placement="above"
              label={t`Audio`}
              value={props.audioId}
              options={props.audio.map((a) => ({ value: a.id, label: a.label }))}
              onChange={props.onAudio}
            />
          )}
          {props.subtitles.length > 0 && (
            <Dropdown
              id="player-subtitles"
              placement="above"
              label={t`Subtitles`}
              value={props.subtitleId}
              options={props.subtitles.map((track) => ({ value: track.id, label: track.label }))}
              onChange={props.onSubtitles}
            />
          )}
        </FocusSection>
      </div>
    </FocusSection>
  );
}
