import { useEffect, useRef, type RefObject } from 'react';
import { RECOVER_CHECK_MS } from './player-rules';

/**
 * Given up on a lost connection: the stream is looked for again in the background (every
 * RECOVER_CHECK_MS, and at once when the browser says the network is back), and `onBack` is called
 * when it answers, so playback resumes by itself.
 */
export function useRecoverStream(lostConnection: boolean, streamUrl: RefObject<string | null>, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;
  useEffect(() => {
    if (!lostConnection) return;
    let checking = false;
    const resumeWhenBack = async () => {
      const url = streamUrl.current;
      if (checking || !url) return;
      checking = true;
      try {
        const answer = await fetch(url, { cache: 'no-store' });
        if (answer.ok) onBackRef.current();
      } catch {
        // Still no network: the next check tries again.
      } finally {
        checking = false;
      }
    };
    const timer = setInterval(() => void resumeWhenBack(), RECOVER_CHECK_MS);
    const online = () => void resumeWhenBack();
    window.addEventListener('online', online);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [lostConnection, streamUrl]);
}
