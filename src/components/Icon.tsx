/** The app's icons: simple strokes, sized by the surrounding font. */
export type IconName =
  | 'home'
  | 'search'
  | 'shows'
  | 'list'
  | 'more'
  | 'live'
  | 'profile'
  | 'donate'
  | 'networks'
  | 'menu'
  | 'close'
  | 'back'
  | 'star'
  | 'info'
  | 'signin'
  | 'edit'
  | 'add'
  | 'lock'
  | 'download'
  | 'language';

const PATHS: Record<IconName, string> = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21',
  shows: 'M3 5h18v12H3zM8 21h8M12 17v4',
  list: 'M4 6h16M4 12h16M4 18h10M18 16v6M15 19h6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  live: 'M12 12h.01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  donate: 'M12 21s-7-4.5-9.3-9A5 5 0 0 1 12 6.5 5 5 0 0 1 21.3 12C19 16.5 12 21 12 21z',
  networks: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  star: 'M12 3l2.7 5.6 6.2.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.2-.9z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.01',
  signin: 'M10 17l5-5-5-5M15 12H3M14 3h5a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-5',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  add: 'M12 5v14M5 12h14',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  language: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
};

/**
 * Icons that point a way (back, into a door) and turn around in a right-to-left page
 * (`.icon-mirror`, base.css). Play and the media keys do not: they point the way time runs.
 */
const MIRRORED: ReadonlySet<IconName> = new Set<IconName>(['back', 'signin']);

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`icon${MIRRORED.has(name) ? ' icon-mirror' : ''} ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
