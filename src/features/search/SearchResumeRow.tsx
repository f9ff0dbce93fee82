import { useEffect } from 'react';
import { ItemRow } from '../../components/CarouselRow';
import { useOpenResume } from '../../components/use-open-resume';
import { useResume } from '../../stores/resume';
import { useSession } from '../../stores/session';

const CONTINUE_WATCHING = 'Continue Watching';

/**
 * Under the empty search's prompt, a signed-in viewer's resume list in reverse order (newest
 * first, SPEC section 4); choosing one resumes playback as home's Continue Watching does.
 */
export function SearchResumeRow() {
  const loggedIn = useSession((s) => s.loggedIn);
  const profileId = useSession((s) => s.profileId);
  const entries = useResume((s) => s.entries);
  const status = useResume((s) => s.status);
  // The card resumes (/viewVideo/...?resume=true, with its show), as on home.
  const open = useOpenResume(entries);

  useEffect(() => {
    if (loggedIn && status === 'idle')
      useResume
        .getState()
        .load()
        .catch(() => undefined);
  }, [loggedIn, profileId, status]);

  if (!loggedIn || entries.length === 0) return null;
  return (
    <section className="carousel search-resume" aria-label={CONTINUE_WATCHING} data-row-block>
      <ItemRow rowId="search-continue" title={CONTINUE_WATCHING} orientation="landscape" items={entries.map((entry) => entry.item)} onSelect={open} />
    </section>
  );
}
