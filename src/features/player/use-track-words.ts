import { useEffect, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { useLocale } from '../../i18n/use-locale';
import type { LanguageChoice, PlaybackSession, QualityChoice } from './playback-session';

/** The choices the player's controls offer for the film playing. */
export interface Tracks {
  qualities: QualityChoice[];
  audio: LanguageChoice[];
  subtitles: LanguageChoice[];
}

/**
 * The tracks' own words (Auto, Off, a track without a name of its own) follow a change of language
 * mid-film: read again from the session in the new language, once the film's tracks are shown.
 */
export function useTrackWords(sessionRef: MutableRefObject<PlaybackSession | null>, setTracks: Dispatch<SetStateAction<Tracks>>): void {
  const locale = useLocale();
  useEffect(() => {
    const session = sessionRef.current;
    if (!session) return;
    setTracks((shown) =>
      shown.qualities.length + shown.audio.length + shown.subtitles.length === 0
        ? shown
        : { qualities: session.qualities(), audio: session.audioLanguages(), subtitles: session.subtitles() },
    );
  }, [locale, sessionRef, setTracks]);
}
