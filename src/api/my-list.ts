import { t } from '@lingui/core/macro';
import { apiRequest } from './client';
import { parseCatalogue } from './schemas';
import type { ContentItem } from '../../contract/answers';

/** GET /mylist: the signed-in profile's saved programmes, newest first. */
export async function getMyList(signal?: AbortSignal): Promise<ContentItem[]> {
  const response = await apiRequest('/mylist', { signal, auth: 'user', profile: true, parse: parseCatalogue });
  return response._embedded.items;
}

/** POST /mylist: status 1 adds the programme, 0 removes it; answers the server's message. */
export async function setInMyList(item: Pick<ContentItem, 'id' | 'type'>, inList: boolean): Promise<string> {
  const response = await apiRequest<{ message?: unknown }>('/mylist', {
    method: 'POST',
    auth: 'user',
    profile: true,
    body: { video_id: item.id, status: inList ? 1 : 0, type: item.type },
  });
  return typeof response.message === 'string' ? response.message : inList ? t`Added to My List` : t`Removed from My List`;
}
