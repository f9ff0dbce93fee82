import { readStoredText, writeStoredText } from '../stores/persisted';
import type { FormFactor } from '../lib/form-factor';

/** Where a `?layout=` override is kept for the rest of the visit (this tab only). */
export const LAYOUT_OVERRIDE_KEY = 'lumen.layout';

const LAYOUTS: readonly FormFactor[] = ['tv', 'desktop', 'mobile'];

function asLayout(value: string | null | undefined): FormFactor | null {
  return LAYOUTS.includes(value as FormFactor) ? (value as FormFactor) : null;
}

/**
 * The layout asked for: `?layout=tv|desktop|mobile` in this address (kept for the visit), else
 * the one kept earlier in this tab. Anything else, stored or asked, is no override.
 */
export function layoutOverride(search: string): FormFactor | null {
  let requested: FormFactor | null = null;
  try {
    requested = asLayout(new URLSearchParams(search).get('layout'));
  } catch {
    requested = null;
  }
  if (requested) {
    writeStoredText(LAYOUT_OVERRIDE_KEY, requested, 'session');
    return requested;
  }
  return asLayout(readStoredText(LAYOUT_OVERRIDE_KEY, 'session'));
}
