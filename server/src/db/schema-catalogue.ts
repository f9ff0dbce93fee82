/*
 * The catalogue's tables: the items viewers see (with their search index, tags and the catalogues
 * that list them), the app's configuration, and the blog. Part of the Database of schema.ts.
 */

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
  /** When the show last got new content: the newest created_at of the item, its children and theirs. */
  added_at: string;
  /** 1 when metaData.awards names an award. */
  awarded: number;
  /** 1 when metaData.upcoming is true. */
  upcoming: number;
  /** The folded names of the item's translations, as "|name one|name two|" ('' for none): search finds it by them too. */
  texts_lc: string;
}

/** A programme's name, title and description in a language other than its own (issue 52). */
export interface ItemTextsTable {
  customer_id: string;
  item_id: string;
  /** A code of contract/locales.ts. */
  locale: string;
  name: string;
  title: string;
  description: string;
}

/** The search index: the words of each searchable item's folded name and tags (see lib/search-terms.ts). */
export interface SearchTermsTable {
  customer_id: string;
  item_type: string;
  /** Compared in byte order on both engines, so a prefix is a range of the primary key. */
  term: string;
  item_id: string;
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
  /** 1 when a KIDS profile lists the entry (not about giving, money or running an account). */
  kids: number;
  data: string;
}

export interface BlogTagsTable {
  customer_id: string;
  blog_id: string;
  tag: string;
}
