import { useEffect, useState } from 'react';
import { getBlogs, type BlogEntry } from '../api/get-blogs';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { sanitizeRichText } from '../lib/sanitize';
import './FaqList.css';

/**
 * Questions and answers from blog entries with the given tags (faq, about-us-faq). Each question
 * opens and closes with OK; the answers' rich text is sanitised before it is drawn.
 */
export function FaqList({ tags, title = 'Frequently Asked Questions', focusKey = 'faq' }: { tags: string[]; title?: string; focusKey?: string }) {
  const [entries, setEntries] = useState<BlogEntry[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const tagKey = tags.join(',');

  // Loaded at once (it is small), so the questions are there for whoever arrives with the keys.
  useEffect(() => {
    const controller = new AbortController();
    getBlogs(tagKey.split(','), controller.signal).then(setEntries, () => {
      if (!controller.signal.aborted) setEntries([]);
    });
    return () => controller.abort();
  }, [tagKey]);

  if (entries !== null && entries.length === 0) return null;
  return (
    <section className="faq" aria-labelledby={`${focusKey}-title`} data-row-block>
      <h2 id={`${focusKey}-title`} className="faq-title">
        {title}
      </h2>
      <FocusSection as="ul" focusKey={focusKey} className="faq-list">
        {(entries ?? []).map((entry) => {
          const expanded = open === entry.id;
          return (
            <li key={entry.id} className="faq-item">
              <FocusButton
                focusKey={`${focusKey}:${entry.id}`}
                className="faq-question"
                aria-expanded={expanded}
                aria-controls={`${focusKey}-${entry.id}`}
                onPress={() => setOpen(expanded ? null : entry.id)}
              >
                <span>{entry.title}</span>
                <span className="faq-sign" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </FocusButton>
              {expanded && <div id={`${focusKey}-${entry.id}`} className="faq-answer" dangerouslySetInnerHTML={{ __html: sanitizeRichText(entry.richTextData) }} />}
            </li>
          );
        })}
      </FocusSection>
    </section>
  );
}
