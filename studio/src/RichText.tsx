/**
 * The editor of one rich text (an answer or a blog entry's body): the HTML, Bold and Italic buttons
 * for the selection, and a preview drawn with the viewer app's own sanitiser.
 */
import DOMPurify from 'dompurify';
import { useRef } from 'react';
import { sanitizeWith } from '../../contract/rich-text';

/** Rich text as viewers will see it: the viewer app's own sanitiser and allow-list (contract/rich-text.ts). */
const viewerHtml = (html: string) => sanitizeWith(DOMPurify, html);

/** Rich text as HTML, a Bold and an Italic button for the selection, and the preview viewers will see. */
export function RichText({ id, value, onChange, aria }: { id: string; value: string; onChange: (v: string) => void; aria: object }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const wrap = (tag: 'strong' | 'em') => {
    const area = ref.current;
    if (!area) return;
    const { selectionStart: start, selectionEnd: end } = area;
    onChange(`${value.slice(0, start)}<${tag}>${value.slice(start, end)}</${tag}>${value.slice(end)}`);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(start + tag.length + 2, end + tag.length + 2);
    });
  };
  return (
    <div className="rich">
      <div className="rich-tools" role="toolbar" aria-label="Formatting" aria-controls={id}>
        <button type="button" onClick={() => wrap('strong')}>
          <strong>Bold</strong>
        </button>
        <button type="button" onClick={() => wrap('em')}>
          <em>Italic</em>
        </button>
      </div>
      <textarea ref={ref} id={id} rows={5} value={value} spellCheck onChange={(e) => onChange(e.target.value)} {...aria} />
      <small>HTML: p, strong, em, a, ul, ol, li, h3, h4, blockquote, br. Anything else (scripts, styles, frames, handlers) is taken out.</small>
      <section className="rich-preview" aria-label={`Preview: what viewers will see`}>
        <h3>Preview: what viewers will see</h3>
        <div className="rich-preview-body" dangerouslySetInnerHTML={{ __html: viewerHtml(value) }} />
      </section>
    </div>
  );
}
