import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentItem } from '../../contract/answers';
import { resumePath } from '../lib/resume-path';
import { useResume } from '../stores/resume';
import { useSession } from '../stores/session';

/**
 * The signed-in profile's resume list (newest first), read on arrival and again
 * whenever a save elsewhere made it stale, and what choosing one of its cards does: the player
 * resumes it, with the show it was played from. `items` is empty while signed out; `title` is the
 * rows' title (Continue Watching) in the viewer's language.
 */
export function useResumeList(): { items: ContentItem[]; open: (item: ContentItem) => void; title: string } {
  const { t } = useLingui();
  const loggedIn = useSession((s) => s.loggedIn);
  const profileId = useSession((s) => s.profileId);
  const entries = useResume((s) => s.entries);
  const status = useResume((s) => s.status);
  const navigate = useNavigate();

  useEffect(() => {
    if (loggedIn && status === 'idle')
      useResume
        .getState()
        .load()
        .catch(() => undefined);
  }, [loggedIn, profileId, status]);

  const items = useMemo(() => (loggedIn ? entries.map((entry) => entry.item) : []), [entries, loggedIn]);
  const open = useCallback(
    (item: ContentItem) => {
      const entry = entries.find((e) => e.item.id === item.id);
      navigate(resumePath(entry ?? { videoId: item.id }));
    },
    [entries, navigate],
  );
  return { items, open, title: t`Continue Watching` };
}
