import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { FocusButton } from '../../focus/Focusable';
import { Layer } from '../../focus/Layer';
import { serverUrl } from '../../lib/runtime-config';
import { ABOUT_FILM, ABOUT_TEXTS } from './about-content';

/**
 * The hero's film, full screen over the page: it plays at once with the browser's controls, and
 * Back (the key or the button) closes it; focus then returns to the play button.
 */
export function AboutFilm({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const node = video.current;
    if (!node) return;
    // OK or a click opened it, so sound is allowed; a browser that still refuses plays muted.
    node.play().catch(() => {
      node.muted = true;
      node.play().catch(() => undefined);
    });
  }, []);
  return (
    <div className="about-film">
      <Layer id="about-film" onClose={onClose} label={i18n._(ABOUT_TEXTS.videoLabel)} initialFocusKey="about-film:back" className="about-film-layer">
        <video
          ref={video}
          className="about-film-video"
          src={serverUrl(ABOUT_FILM)}
          controls
          playsInline
          preload="auto"
          aria-label={i18n._(ABOUT_TEXTS.videoLabel)}
        />
        <FocusButton focusKey="about-film:back" className="button about-film-back" onPress={onClose}>
          {i18n._(ABOUT_TEXTS.back)}
        </FocusButton>
      </Layer>
    </div>
  );
}
