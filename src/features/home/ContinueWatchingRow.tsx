import { useEffect, useState } from 'react';
import { getResumeList } from '../../api/get-resume-list';
import type { ContentItem } from '../../api/types';
import { ItemRow, useCardAction } from '../../components/CarouselRow';
import { useSession } from '../../stores/session';

export const CONTINUE_WATCHING = 'Continue Watching';

/** Signed-in viewers: what they left unfinished, newest first; OK resumes playback. */
export function ContinueWatchingRow() {
  const loggedIn = useSession((s) => s.loggedIn);
  const profileId = useSession((s) => s.profileId);
  const [items, setItems] = useState<ContentItem[]>([]);
  const open = useCardAction(CONTINUE_WATCHING, 'continue');

  useEffect(() => {
    if (!loggedIn) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    getResumeList(controller.signal).then(
      (entries) => setItems(entries.map((entry) => entry.item)),
      () => setItems([]),
    );
    return () => controller.abort();
  }, [loggedIn, profileId]);

  if (items.length === 0) return null;
  return (
    <section className="carousel" aria-label={CONTINUE_WATCHING} data-row-block>
      <ItemRow rowId="continue" title={CONTINUE_WATCHING} orientation="landscape" items={items} onSelect={open} />
    </section>
  );
}
