/**
 * The detail-modal query contract: sDM=true with dId (item
 * id), dType (item type) and cId (catalogue id) opens the modal over whatever route is showing.
 */
import { slugify } from '../../contract/slug';

export interface DetailModalQuery {
  id: string;
  type: string;
  catalogueId: string;
}

const KEYS = ['sDM', 'dId', 'dType', 'cId'] as const;
const SAFE = /^[A-Za-z0-9_-]{1,64}$/;

/** An id or type as the catalogue writes them; anything else in a link is ignored. */
export function isItemId(value: string): boolean {
  return SAFE.test(value);
}

export function parseDetailModal(search: string): DetailModalQuery | null {
  const params = new URLSearchParams(search);
  if (params.get('sDM') !== 'true') return null;
  const id = params.get('dId') ?? '';
  const type = params.get('dType') ?? '';
  const catalogueId = params.get('cId') ?? '';
  if (!SAFE.test(id) || !SAFE.test(type)) return null;
  return { id, type, catalogueId: SAFE.test(catalogueId) ? catalogueId : '' };
}

/**
 * Branch-link data (the legacy deep-link service's videoId, typeVideo and categoryId): opens the
 * detail modal like sDM does. Null when the link carries none, or anything malformed.
 */
export function parseBranchLink(search: string): DetailModalQuery | null {
  const params = new URLSearchParams(search);
  const id = params.get('videoId') ?? '';
  const type = params.get('typeVideo') ?? '';
  if (!SAFE.test(id) || !SAFE.test(type)) return null;
  const catalogueId = params.get('categoryId') ?? '';
  return { id, type, catalogueId: SAFE.test(catalogueId) ? catalogueId : '' };
}

/** The query string with the modal's parameters added (keeping the others). */
export function withDetailModal(search: string, query: DetailModalQuery): string {
  const params = new URLSearchParams(search);
  params.set('sDM', 'true');
  params.set('dId', query.id);
  params.set('dType', query.type);
  params.set('cId', query.catalogueId);
  return `?${params.toString()}`;
}

/** The query string without the modal's parameters. */
export function withoutDetailModal(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The DetailPage address: /detail/{id}/{type}/{slug}, the slug left off when the title has none. */
export function detailPath(id: string, type: string, title: string): string {
  const slug = slugify(title);
  return `/detail/${encodeURIComponent(id)}/${encodeURIComponent(type)}${slug ? `/${slug}` : ''}`;
}
