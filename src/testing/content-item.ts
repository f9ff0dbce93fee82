import type { ContentItem } from '../../contract/answers';
import { blankItem } from '../lib/blank-item';

/** A catalogue item for tests: every field the type needs, empty, then `fields` over them. */
export function contentItem(fields: Partial<ContentItem> & { id: string }): ContentItem {
  return { ...blankItem({ id: fields.id, type: 'Series', name: fields.id }), createdAt: '2026-01-01T00:00:00.000Z', ...fields };
}
