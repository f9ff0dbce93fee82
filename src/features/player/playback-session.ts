import { t } from '@lingui/core/macro';
import { loadShaka, type Shaka } from '../../lib/load-shaka';
import { RECONNECT_GIVE_UP_MS } from './player-rules';

type ShakaPlayer = InstanceType<Shaka['Player']>;
type ShakaError = { category?: number; code?: number; severity?: number };

/** shaka's error category for network failures (shaka.util.Error.Category.NETWORK). */
const NETWORK = 1;
const CRITICAL = 2;

/**
 * Retries sized for TVs on home Wi-Fi: four tries a request, 1 s then doubling, 20 s to answer,
 * 10 s without a byte counts as a stall.
 */
const RETRY = { maxAttempts: 4, baseDelay: 1000, backoffFactor: 2, fuzzFactor: 0.5, timeout: 20_000, stallTimeout: 10_000, connectionTimeout: 10_000 };

/**
 * Buffer sizes for a 2019 TV, whose media memory is a few hundred MB shared with the browser:
 * 30 s ahead (about 19 MB at our top rendition), 20 s kept behind for a quick step back, and
 * playback resumes after a stall once 2 s are buffered.
 */
const BUFFER = { bufferingGoal: 30, bufferBehind: 20, rebufferingGoal: 2 };

export interface QualityChoice {
  /** 0 is automatic (adaptive) quality. */
  height: number;
  label: string;
}

export interface LanguageChoice {
  id: string;
  label: string;
  /** The track's language tag, when it has one. */
  language?: string;
  /** The one playing now (audio). */
  active?: boolean;
}

export interface SessionEvents {
  /** A network drop is being retried (true) or has healed (false). */
  onReconnecting: (reconnecting: boolean) => void;
  /** Playback cannot go on: the message is for the viewer; `lostConnection` when the network went and stayed away. */
  onFatal: (message: string, lostConnection: boolean) => void;
}

/** What the player says when the network went and stayed away, in the viewer's language at the time. */
export const lostConnection = () => t`The connection was lost and playback could not continue. Check your connection, then try again.`;
/** What the player says when a video cannot be played, in the viewer's language at the time. */
export const cannotPlay = () => t`This video could not be played. Please try again in a moment.`;

/** One shaka Player on one video element: load, tracks, recovery; destroyed when the player closes. */
export class PlaybackSession {
  private player: ShakaPlayer | null = null;
  private failingSince: number | null = null;
  private destroyed = false;
  private readonly healed = () => this.markHealed();

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly events: SessionEvents,
  ) {}

  /** Loads the stream; `audioLanguage`, when the film has it, is the one it starts in (none fetched in another first). */
  async load(url: string, startAt?: number, audioLanguage?: string | null): Promise<void> {
    const shaka = await loadShaka();
    if (this.destroyed) return;
    const player = new shaka.Player();
    this.player = player;
    player.configure({
      streaming: { ...BUFFER, retryParameters: RETRY, failureCallback: (error: ShakaError) => this.onStreamingFailure(error) },
      manifest: { retryParameters: RETRY },
      abr: { enabled: true },
      ...(audioLanguage ? { preferredAudio: [{ language: audioLanguage }] } : {}),
    });
    player.addEventListener('error', (event) => {
      const error = (event as unknown as { detail?: ShakaError }).detail ?? {};
      // Network failures are ours to retry (onStreamingFailure); anything else critical ends playback.
      if (error.severity === CRITICAL && error.category !== NETWORK) {
        console.warn(`playback error: category ${error.category} code ${error.code}`);
        this.events.onFatal(cannotPlay(), false);
      }
    });
    this.video.addEventListener('timeupdate', this.healed);
    await player.attach(this.video);
    if (this.destroyed) return;
    await player.load(url, startAt);
    this.primeCaptions();
  }

  /**
   * A text stream shaka starts late gets none of its cues once the picture has buffered to the end
   * (a short film, or captions turned on near the end): one is started at load and hidden, so turning
   * captions on later switches to a stream shaka already knows.
   */
  private primeCaptions(): void {
    const first = this.player?.getTextTracks()[0];
    if (!first || this.destroyed) return;
    this.player!.selectTextTrack(first);
    this.player!.selectTextTrack(null);
  }

  /** A failed segment or manifest request: retry every 2 s for a minute, then give up clearly. */
  private onStreamingFailure(error: ShakaError): void {
    const player = this.player;
    if (!player || this.destroyed) return;
    if (error.category !== NETWORK) {
      console.warn(`streaming failed: category ${error.category} code ${error.code}`);
      this.events.onFatal(cannotPlay(), false);
      return;
    }
    const now = Date.now();
    this.failingSince ??= now;
    if (now - this.failingSince > RECONNECT_GIVE_UP_MS) {
      this.failingSince = null;
      this.events.onReconnecting(false);
      this.events.onFatal(lostConnection(), true);
      return;
    }
    this.events.onReconnecting(true);
    player.retryStreaming(2);
  }

  private markHealed(): void {
    if (this.failingSince === null || this.video.paused || this.video.readyState < 3) return;
    this.failingSince = null;
    this.events.onReconnecting(false);
    // A live stream comes back at its live edge, not where it stalled.
    if (this.player?.isLive()) this.player.goToLive();
  }

  isLive(): boolean {
    return this.player?.isLive() ?? false;
  }

  qualities(): QualityChoice[] {
    const heights = [...new Set((this.player?.getVideoTracks() ?? []).map((t) => t.height ?? 0).filter((h) => h > 0))].sort((a, b) => b - a);
    if (heights.length < 2) return [];
    const auto = t({ message: 'Auto', comment: 'The video quality the player chooses by itself' });
    return [
      { height: 0, label: auto },
      ...heights.map((height) => ({ height, label: t({ message: `${height}p`, comment: 'A video quality: {height} lines of picture, as in 1080p' }) })),
    ];
  }

  selectQuality(height: number): void {
    const player = this.player;
    if (!player) return;
    if (height === 0) {
      player.configure({ abr: { enabled: true } });
      return;
    }
    const track = player.getVideoTracks().find((t) => t.height === height);
    if (!track) return;
    player.configure({ abr: { enabled: false } });
    player.selectVideoTrack(track, true);
  }

  audioLanguages(): LanguageChoice[] {
    const tracks = this.player?.getAudioTracks() ?? [];
    const choices = tracks.map((track, i) => {
      const number = i + 1;
      return {
        id: String(i),
        label: track.label || track.language || t({ message: `Track ${number}`, comment: 'An audio track without a name of its own' }),
        ...(track.language ? { language: track.language } : {}),
        active: track.active,
      };
    });
    return choices.length > 1 ? choices : [];
  }

  selectAudio(id: string): void {
    const track = this.player?.getAudioTracks()[Number(id)];
    if (track) this.player?.selectAudioTrack(track);
  }

  subtitles(): LanguageChoice[] {
    const tracks = this.player?.getTextTracks() ?? [];
    if (tracks.length === 0) return [];
    return [
      { id: 'off', label: t({ message: 'Off', comment: 'The subtitles choice that shows none' }) },
      ...tracks.map((track) => {
        const id = track.id;
        return {
          id: String(id),
          label: track.label || track.language || t({ message: `Subtitles ${id}`, comment: 'A subtitles track without a name of its own' }),
          ...(track.language ? { language: track.language } : {}),
        };
      }),
    ];
  }

  selectSubtitles(id: string): void {
    const player = this.player;
    if (!player) return;
    // shaka 5: choosing a track shows it, choosing none hides subtitles.
    player.selectTextTrack(id === 'off' ? null : (player.getTextTracks().find((t) => String(t.id) === id) ?? null));
  }

  async destroy(): Promise<void> {
    this.destroyed = true;
    this.video.removeEventListener('timeupdate', this.healed);
    const player = this.player;
    this.player = null;
    await player?.destroy();
  }
}
