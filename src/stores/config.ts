import type { NavItem } from '../../contract/studio-site';
import * as v from 'valibot';
import { create } from 'zustand';
import { THEME_DEFAULTS, type Theme, type ThemeKey } from '../../contract/theme';
import { setCrmApiKey } from '../api/request-context';
import type { ContrastProblem, ReadableTheme } from '../../contract/theme-contrast';
import { readPersisted, writePersisted } from './persisted';

/** The last configuration that loaded, so a returning visitor's start waits on no network. */
export const CONFIG_STORAGE_KEY = 'lumen.config.v1';
/** Bounds on what is read back: a configuration is a few dozen short settings. */
const MAX_STORED_SETTINGS = 500;

const StoredConfigSchema = v.object({
  v: v.literal(1),
  savedAt: v.number(),
  values: v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(200)), v.pipe(v.string(), v.maxLength(50_000))),
});
type StoredConfig = v.InferOutput<typeof StoredConfigSchema>;
const NO_STORED_CONFIG: StoredConfig = { v: 1, savedAt: 0, values: {} };

/**
 * The configuration kept from the last start that loaded one, or null when there is none (a first
 * start) or what is stored is corrupt, from another version or implausibly large.
 */
export function loadStoredConfig(): Record<string, string> | null {
  const stored = readPersisted(CONFIG_STORAGE_KEY, StoredConfigSchema, NO_STORED_CONFIG);
  const count = Object.keys(stored.values).length;
  return stored.savedAt > 0 && count > 0 && count <= MAX_STORED_SETTINGS ? stored.values : null;
}

/** Keeps a configuration that loaded, for the next start. */
export function storeConfig(values: Record<string, string>, now: number = Date.now()): void {
  writePersisted(CONFIG_STORAGE_KEY, { v: 1, savedAt: now, values } satisfies StoredConfig);
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i;

/** The configured colours where they are valid colours, else the defaults. */
export function themeFromConfig(values: Record<string, string>): Theme {
  const theme = { ...THEME_DEFAULTS } as Theme;
  for (const key of Object.keys(THEME_DEFAULTS) as ThemeKey[]) {
    const value = values[key]?.trim();
    if (value && COLOUR.test(value)) theme[key] = value;
  }
  return theme;
}

/** CSS variable names: `--shalom-theme-color` for `shalom_theme_color`. */
export function themeVariable(key: ThemeKey): string {
  return `--${key.replace(/_/g, '-')}`;
}

/** The label variables the last contrast check set on each root. */
const labelVariables = new WeakMap<HTMLElement, string[]>();

/**
 * Sets the theme's colours on `root`. With `variables` (the contrast check's labels on the focus
 * colours), those replace the labels set before; without, the labels set before stay until the
 * check of this theme answers.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement, variables?: Record<string, string>): void {
  for (const key of Object.keys(theme) as ThemeKey[]) root.style.setProperty(themeVariable(key), theme[key]);
  if (!variables) return;
  for (const name of labelVariables.get(root) ?? []) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  labelVariables.set(root, Object.keys(variables));
}

/** A menu entry (home_nav_list_item): the carousel page it opens and its banner. */
export type NavListItem = NavItem;

export interface NetworkItem {
  imageUrl: string;
  networkItemText: string;
  externalLink: string;
}

function parseJsonList<T>(text: string | undefined, check: (entry: Record<string, unknown>) => T | null): T[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      if (!entry || typeof entry !== 'object') return [];
      const checked = check(entry as Record<string, unknown>);
      return checked ? [checked] : [];
    });
  } catch {
    return [];
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** home_nav_list_item: a JSON list of { id, title, bannerid }. Bad entries are skipped. */
export function parseNavListItems(text: string | undefined): NavListItem[] {
  return parseJsonList(text, (e) => (str(e.id) && str(e.title) ? { id: str(e.id), title: str(e.title), bannerid: str(e.bannerid) } : null));
}

export function parseNetworkItems(text: string | undefined): NetworkItem[] {
  return parseJsonList(text, (e) =>
    str(e.networkItemText) && /^https?:\/\//.test(str(e.externalLink))
      ? { imageUrl: str(e.imageUrl), networkItemText: str(e.networkItemText), externalLink: str(e.externalLink) }
      : null,
  );
}

export interface ConfigState {
  values: Record<string, string>;
  /**
   * The configured colours: as configured until the contrast check has run (setReadableTheme),
   * then each readable where the app draws it (see contract/theme-contrast.ts).
   */
  theme: Theme;
  /** The label colour on each focus colour, as CSS variables. */
  themeVariables: Record<string, string>;
  /** Configured colours that would not have read, and what is drawn instead. */
  contrastProblems: ContrastProblem[];
  navListItems: NavListItem[];
  networkItems: NetworkItem[];
  setConfig: (values: Record<string, string>) => void;
  /** The checked theme for the configuration in `values` (startup.ts runs the check). */
  setReadableTheme: (readable: ReadableTheme) => void;
}

export const useConfig = create<ConfigState>()((set) => ({
  values: {},
  theme: { ...THEME_DEFAULTS },
  themeVariables: {},
  contrastProblems: [],
  navListItems: [],
  networkItems: [],
  setConfig: (values) => {
    set({
      values,
      theme: themeFromConfig(values),
      themeVariables: {},
      contrastProblems: [],
      navListItems: parseNavListItems(values.home_nav_list_item),
      networkItems: parseNetworkItems(values.network_items),
    });
  },
  setReadableTheme: (readable) => set({ theme: readable.theme, themeVariables: readable.variables, contrastProblems: readable.problems }),
}));

// The CRM gateway's key comes with the configuration (api/request-context.ts).
useConfig.subscribe((state, previous) => {
  if (state.values.crm_api_key !== previous.values.crm_api_key) setCrmApiKey(state.values.crm_api_key ?? '');
});
