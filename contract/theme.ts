/** Theme colours of the global configuration and the spec's defaults. */
export const THEME_DEFAULTS = {
  shalom_theme_color: '#f0d256',
  category_title_text_color: '#ffffff',
  thumbnail_title_text_color: '#ffffff',
  thumbnail_focus_color: '#f0d256',
  banner_button_color: '#f0d256',
  banner_button_text_color: '#141414',
  banner_button_highlight_color: '#ffffff',
  detail_page_button_focus_color: '#f0d256',
  detail_page_button_color: '#2a2a2a',
  detail_button_text_color: '#ffffff',
  detail_page_description_text_color: '#d6d6d6',
  menu_button_focus_color: '#f0d256',
  search_button_focus_color: '#f0d256',
  player_button_focus_color: '#f0d256',
  player_seek_bar_color: '#f0d256',
  player_button_color: '#ffffff',
} as const;

export type ThemeKey = keyof typeof THEME_DEFAULTS;
export type Theme = Record<ThemeKey, string>;
