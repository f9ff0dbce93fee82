/** Lower-case, accents removed: the form both tags and search keys are compared in. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Search keys and tags are compared in this form: folded; hyphens, underscores and bars as spaces. */
export function normalizeSearchText(text: string): string {
  return foldText(text.replace(/[-_|]+/g, ' '));
}
