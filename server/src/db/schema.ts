import type { Generated } from 'kysely';

/** Tables as kysely sees them. Every table has a primary key; no triggers, no engine-only types. */
export interface CustomersTable {
  id: string;
  name: string;
  /** Version of the demo seed written for this customer; a row exists only once seeding finished. */
  seed_version: number;
  created_at: string;
}

export interface ItemsTable {
  customer_id: string;
  id: string;
  type: string;
  /** Lower-cased name, for case-insensitive matching on both engines. */
  name_lc: string;
  /** The item's tags in search form, as "|tag one|tag two|", so one LIKE finds exact and partial matches. */
  tags_text: string;
  /** 1 when the item is age-appropriate for a KIDS profile. */
  kids: number;
  search_exclude: number;
  year: number;
  created_at: string;
  sort_order: number;
  /** The item exactly as the API returns it (JSON text). */
  data: string;
}

export interface CatalogueEntriesTable {
  customer_id: string;
  catalogue_id: string;
  position: number;
  item_id: string;
}

export interface ItemTagsTable {
  customer_id: string;
  item_id: string;
  tag: string;
}

export interface AppConfigTable {
  customer_id: string;
  key: string;
  value: string;
}

export interface BlogsTable {
  customer_id: string;
  id: string;
  position: number;
  data: string;
}

export interface BlogTagsTable {
  customer_id: string;
  blog_id: string;
  tag: string;
}

export interface AppTokensTable {
  token_hash: string;
  customer_id: string;
  platform: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  created_at: Generated<string>;
}

export interface Database {
  customers: CustomersTable;
  items: ItemsTable;
  catalogue_entries: CatalogueEntriesTable;
  item_tags: ItemTagsTable;
  app_config: AppConfigTable;
  blogs: BlogsTable;
  blog_tags: BlogTagsTable;
  app_tokens: AppTokensTable;
}
