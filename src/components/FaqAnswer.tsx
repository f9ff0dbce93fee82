import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { keepInView, prefersReducedMotion } from '../focus/scroll';
import { sanitizeRichText } from '../lib/sanitize';
import { useUi } from '../stores/ui';

/**
 * An opened answer's rich text, sanitised. Loaded with the first answer opened (FaqList imports it
 * lazily), so DOMPurify is not part of what home needs to start. It comes into view as it opens,
 * with its question (a question at the foot of the screen, or the page's last, would open out of
 * sight, and with the keys there would be no way to it).
 */
export default function FaqAnswer({ id, html, onClick }: { id: string; html: string; onClick: (event: MouseEvent<HTMLDivElement>) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const tv = useUi((s) => s.formFactor === 'tv');
  useLayoutEffect(() => {
    const item = ref.current?.parentElement;
    if (item) keepInView(item, { smooth: !tv && !prefersReducedMotion() });
  }, [tv]);
  return <div ref={ref} id={id} className="faq-answer" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
