import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResumeEntry } from '../api/get-resume-list';
import type { ContentItem } from '../../contract/wire';
import { resumePath } from '../lib/resume-path';

/** Choosing a Continue Watching card: the player resumes it, with the show it was played from. */
export function useOpenResume(entries: readonly ResumeEntry[]): (item: ContentItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (item: ContentItem) => {
      const entry = entries.find((e) => e.item.id === item.id);
      navigate(resumePath(entry ?? { videoId: item.id }));
    },
    [entries, navigate],
  );
}
