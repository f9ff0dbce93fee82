import type { ContentItem } from '../../contract/answers';

/** A catalogue item for tests: every field the type needs, empty, then `fields` over them. */
export function contentItem(fields: Partial<ContentItem> & { id: string }): ContentItem {
  return {
    _id: fields.id,
    type: 'Series',
    name: fields.id,
    title: fields.id,
    description: '',
    tags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    order: 0,
    language: 'en',
    orientation: 'landscape',
    items_count: 0,
    thumbnail: { small: '', medium: '', large: '' },
    coverart: { small: '', medium: '', large: '' },
    titleImage: { small: '' },
    languages: [],
    _links: { files: { href: null } },
    metaData: {},
    ...fields,
  };
}
