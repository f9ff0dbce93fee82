import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getBlogs, type BlogEntry } from '../api/get-blogs';
import { useLoad } from '../api/use-load';
import { FocusButton, FocusSection } from '../focus/Focusable';
import { focusWhenReady } from '../focus/Layer';
import { Loader } from './Loader';
import { RetryMessage } from './RetryMessage';
import './FaqList.css';

const FaqAnswer = lazy(() => import('./FaqAnswer'));

export interface FaqListProps {
  tags: string[];
  /** The heading (default: Frequently Asked Questions). */
  title?: string;
  focusKey?: string;
  /**
   * A page of its own (/faq): shows loading, empty and failed states (with Retry) and takes focus
   * when the questions arrive. Without it (the home page's block) those states draw nothing.
   */
  page?: boolean;
}

/**
 * Questions and answers from blog entries with the given tags (faq, about-us-faq). Each question
 * opens and closes with OK; the answers' rich text is sanitised before it is drawn.
 */
export function FaqList({ tags, title, focusKey = 'faq', page = false }: FaqListProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tagKey = tags.join(',');
  // Loaded at once (it is small), so the questions are there for whoever arrives with the keys.
  const load = useLoad<BlogEntry[]>(
    (signal) => getBlogs(tagKey.split(','), signal),
    [tagKey, attempt],
    t`The questions could not be loaded. Please check your connection and try again.`,
  );
  const entries = load.kind === 'ready' ? load.value : [];
  const firstKey = entries[0] ? `${focusKey}:${entries[0].id}` : null;

  useEffect(() => {
    if (!page) return;
    if (firstKey) return focusWhenReady(firstKey);
    if (load.kind === 'error') return focusWhenReady(`${focusKey}:retry`);
    return undefined;
  }, [page, firstKey, load.kind, focusKey]);

  /** A link of an answer to a page of the app opens it in place, without reloading the app. */
  const followInAppLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  if (!page && (load.kind === 'error' || (load.kind === 'ready' && entries.length === 0))) return null;
  return (
    <section
      className={`faq${page ? ' faq-page-list' : ''}`}
      aria-labelledby={`${focusKey}-title`}
      aria-busy={load.kind === 'loading' || undefined}
      data-row-block
    >
      <h2 id={`${focusKey}-title`} className="faq-title">
        {title ?? t`Frequently Asked Questions`}
      </h2>
      {page && load.kind === 'loading' && <Loader label={t`Loading the questions…`} />}
      {page && load.kind === 'error' && <RetryMessage message={load.message} focusKey={`${focusKey}:retry`} onRetry={() => setAttempt((n) => n + 1)} />}
      {page && load.kind === 'ready' && entries.length === 0 && <p className="page-text">{t`No Results Found`}</p>}
      <FocusSection as="ul" focusKey={focusKey} className="faq-list">
        {entries.map((entry) => {
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
              {expanded && (
                <Suspense fallback={null}>
                  <FaqAnswer id={`${focusKey}-${entry.id}`} html={entry.richTextData} onClick={followInAppLink} />
                </Suspense>
              )}
            </li>
          );
        })}
      </FocusSection>
    </section>
  );
}
