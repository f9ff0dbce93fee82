import { useCallback } from 'react';
import { messageOf } from '../../api/client';
import type { ContentItem } from '../../../contract/answers';
import { ItemRow } from '../../components/CarouselRow';
import { CONTINUE_WATCHING, useResumeList } from '../../components/use-resume-list';
import { cardName } from '../../lib/announcements';
import { removeMark, useRemoveMode } from '../../components/remove-mode';
import { FocusButton } from '../../focus/Focusable';
import { useResume } from '../../stores/resume';
import { useUi } from '../../stores/ui';

/** In remove mode OK takes the video off the row: its card says so. */
const removeLabel = (item: ContentItem) => `${cardName(item)}, Remove from Continue Watching`;

/**
 * Signed-in viewers: what they left unfinished, newest first; OK resumes playback. 'Edit' turns
 * the row into remove mode, where OK (or a click) takes a video off the row; 'Done' (or Back) ends it.
 */
export function ContinueWatchingRow() {
  const { items, open } = useResumeList();
  const notify = useUi((s) => s.notify);
  const { removing, toggle: toggleRemoving } = useRemoveMode('continue:removing', items.length);

  const select = useCallback(
    (item: ContentItem) => {
      if (!removing) return open(item);
      useResume
        .getState()
        .remove(item.id)
        .then(
          (message) => notify(message),
          (error: unknown) => notify(messageOf(error, 'We could not remove it. Please try again.'), 'error'),
        );
    },
    [notify, open, removing],
  );

  if (items.length === 0) return null;
  return (
    <section className="carousel" aria-label={CONTINUE_WATCHING} data-row-block>
      <ItemRow
        rowId="continue"
        title={CONTINUE_WATCHING}
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
            aria-label={removing ? 'Done removing from Continue Watching' : 'Remove videos from Continue Watching'}
            onPress={toggleRemoving}
          >
            {removing ? 'Done' : 'Edit'}
          </FocusButton>
        }
      />
    </section>
  );
}
