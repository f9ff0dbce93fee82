import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FocusLink, FocusSection } from '../../focus/Focusable';

const TABS = [
  { id: 'list', label: msg`All Shows`, to: '/AllShows/list' },
  { id: 'categories', label: msg({ message: 'Categories', comment: 'The All Shows tab of the shows by category' }), to: '/AllShows/categories' },
] as const;

/** The All Shows area's two views: every show with its filters, and the shows by category. */
export function AllShowsTabs({ current }: { current: 'list' | 'categories' | null }) {
  const { t, i18n } = useLingui();
  return (
    <FocusSection as="nav" focusKey="allshows:tabs" className="allshows-tabs" aria-label={t`Shows`}>
      {TABS.map((tab) => (
        <FocusLink key={tab.id} focusKey={`allshows:tab:${tab.id}`} to={tab.to} className="allshows-tab" aria-current={tab.id === current ? 'page' : undefined}>
          {i18n._(tab.label)}
        </FocusLink>
      ))}
    </FocusSection>
  );
}
