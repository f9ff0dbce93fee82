import type { MouseEvent } from 'react';
import { sanitizeRichText } from '../lib/sanitize';

/**
 * An opened answer's rich text, sanitised. Loaded with the first answer opened (FaqList imports it
 * lazily), so DOMPurify is not part of what home needs to start.
 */
export default function FaqAnswer({ id, html, onClick }: { id: string; html: string; onClick: (event: MouseEvent<HTMLDivElement>) => void }) {
  return <div id={id} className="faq-answer" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
