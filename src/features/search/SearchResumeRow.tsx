import { ItemRow } from '../../components/CarouselRow';
import { useResumeList } from '../../components/use-resume-list';

/**
 * Under the empty search's prompt, a signed-in viewer's resume list in reverse order (newest
 * first); choosing one resumes playback as home's Continue Watching does.
 */
export function SearchResumeRow() {
  const { items, open, title } = useResumeList();
  if (items.length === 0) return null;
  return (
    <section className="carousel search-resume" aria-label={title} data-row-block>
      <ItemRow rowId="search-continue" title={title} orientation="landscape" items={items} onSelect={open} />
    </section>
  );
}
