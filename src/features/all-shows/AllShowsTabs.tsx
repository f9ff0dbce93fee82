import { FocusLink, FocusSection } from '../../focus/Focusable';

const TABS = [
  { id: 'list', label: 'All Shows', to: '/AllShows/list' },
  { id: 'categories', label: 'Categories', to: '/AllShows/categories' },
] as const;

/** The All Shows area's two views: every show with its filters, and the shows by category. */
export function AllShowsTabs({ current }: { current: 'list' | 'categories' | null }) {
  return (
    <FocusSection as="nav" focusKey="allshows:tabs" className="allshows-tabs" aria-label="Shows">
      {TABS.map((tab) => (
        <FocusLink key={tab.id} focusKey={`allshows:tab:${tab.id}`} to={tab.to} className="allshows-tab" aria-current={tab.id === current ? 'page' : undefined}>
          {tab.label}
        </FocusLink>
      ))}
    </FocusSection>
  );
}
