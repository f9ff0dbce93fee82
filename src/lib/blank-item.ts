import type { ContentItem } from '../../contract/answers';

/** An item with its id, type and name and every other field empty: filled in where an item kept on the device lacks them. */
export function blankItem({ id, type, name }: Pick<ContentItem, 'id' | 'type' | 'name'>): ContentItem {
  return {
    id,
    _id: id,
    type,
    name,
    title: name,
    description: '',
    tags: [],
    createdAt: new Date(0).toISOString(),
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
  };
}
