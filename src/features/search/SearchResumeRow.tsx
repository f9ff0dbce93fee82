import { ItemRow } from '../../components/CarouselRow';
import { CONTINUE_WATCHING, useResumeList } from '../../components/use-resume-list';

/**
 * Under the empty search's prompt, a signed-in viewer's resume list in reverse order (newest
 * first); choosing one resumes playback as home's Continue Watching does.
 */
export function SearchResumeRow() {
  const { items, open } = useResumeList();
  if (items.length === 0) return null;
  return (
    <section className="carousel search-resume" aria-label={CONTINUE_WATCHING} data-row-block>
      <ItemRow rowId="search-continue" title={CONTINUE_WATCHING} orientation="landscape" items={items} onSelect={open} />
    </section>
  );
}
