/**
 * The spec's slug (detail pages and share links): the title lower-cased,
 * accents dropped, every run of other characters one hyphen, edge hyphens trimmed.
 * "Mary's Rosary" becomes mary-s-rosary.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
