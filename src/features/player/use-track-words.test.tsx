// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { act, renderHook } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaybackSession } from './playback-session';
import { useTrackWords, type Tracks } from './use-track-words';

/** A session whose words are those of the language active when they are asked for. */
const session = {
  qualities: () => [{ height: 0, label: i18n.locale === 'es' ? 'Automática' : 'Auto' }],
  audioLanguages: () => [],
  subtitles: () => [{ id: 'off', label: i18n.locale === 'es' ? 'Desactivados' : 'Off' }],
} as unknown as PlaybackSession;

function useShown(initial: Tracks) {
  const [tracks, setTracks] = useState(initial);
  useTrackWords(useRef(session), setTracks);
  return tracks;
}

describe('the player’s track words', () => {
  afterEach(() => act(() => i18n.loadAndActivate({ locale: 'en', messages: i18n.messages })));

  it('follow a change of language once the film’s tracks are shown', () => {
    const { result } = renderHook(() => useShown({ qualities: session.qualities(), audio: [], subtitles: session.subtitles() }));
    expect(result.current.qualities[0]?.label).toBe('Auto');
    act(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
    expect(result.current.qualities[0]?.label).toBe('Automática');
    expect(result.current.subtitles[0]?.label).toBe('Desactivados');
  });

  it('leave the choices empty while the film has none yet', () => {
    const { result } = renderHook(() => useShown({ qualities: [], audio: [], subtitles: [] }));
    act(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
    expect(result.current).toEqual({ qualities: [], audio: [], subtitles: [] });
  });
});
