import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { messageOf } from '../../api/client';
import type { ContentItem } from '../../../contract/answers';
import { ItemRow } from '../../components/CarouselRow';
import { useResumeList } from '../../components/use-resume-list';
import { cardName } from '../../lib/announcements';
import { removeMark, useRemoveMode } from '../../components/remove-mode';
import { FocusButton } from '../../focus/Focusable';
import { useResume } from '../../stores/resume';
import { useUi } from '../../stores/ui';

/**
 * Signed-in viewers: what they left unfinished, newest first; OK resumes playback. 'Edit' turns
 * the row into remove mode, where OK (or a click) takes a video off the row; 'Done' (or Back) ends it.
 */
export function ContinueWatchingRow() {
  const { items, open, title } = useResumeList();
  const { t } = useLingui();
  const notify = useUi((s) => s.notify);
  const { removing, toggle: toggleRemoving } = useRemoveMode('continue:removing', items.length);
  /** In remove mode OK takes the video off the row: its card says so. */
  const removeLabel = useCallback(
    (item: ContentItem) => {
      const name = cardName(item);
      return t({
        message: `${name}, Remove from Continue Watching`,
        comment: 'A card of the Continue Watching row in remove mode: the title, then what OK does',
      });
    },
    [t],
  );

  const select = useCallback(
    (item: ContentItem) => {
      if (!removing) return open(item);
      useResume
        .getState()
        .remove(item.id)
        .then(
          (message) => notify(message),
          (error: unknown) => notify(messageOf(error, t`We could not remove it. Please try again.`), 'error'),
        );
    },
    [notify, open, removing, t],
  );

  if (items.length === 0) return null;
  return (
    <section className="carousel" aria-label={title} data-row-block>
      <ItemRow
        rowId="continue"
        title={title}
        orientation="landscape"
        items={items}
        onSelect={select}
        decorate={removing ? removeMark : undefined}
        itemLabel={removing ? removeLabel : undefined}
        titleActionKey="continue:edit"
        titleAction={
          <FocusButton
            focusKey="continue:edit"
            className="button carousel-head-button"
            aria-pressed={removing}
            aria-label={removing ? t`Done removing from Continue Watching` : t`Remove videos from Continue Watching`}
            onPress={toggleRemoving}
          >
            {removing ? t`Done` : t`Edit`}
          </FocusButton>
        }
      />
    </section>
  );
}
