import { formatDate } from '../../i18n/format';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getMyFeedback } from '../../api/feedback';
import { getMyShares } from '../../api/shares';
import type { ContentItem } from '../../../contract/answers';
import { useLoad, type Loaded } from '../../api/use-load';
import { CardGrid } from '../../components/CardGrid';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { useOpenDetail } from '../../components/use-open-detail';
import { afterSignInPath, rememberPendingPath } from '../../lib/pending-path';
import { myListShown, useMyList } from '../../stores/my-list';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { ActivityList, type ActivityEntry } from './ActivityList';
import { DownloadsTab } from './DownloadsTab';
import './account.css';

export const DASHBOARD_TABS = [
  { id: 'watchlist', label: msg`My Watch List` },
  { id: 'evangelize', label: msg`Evangelize` },
  { id: 'thoughts', label: msg`Thought board` },
  { id: 'downloads', label: msg`Downloads` },
] as const;
type TabId = (typeof DASHBOARD_TABS)[number]['id'];

export const NO_RESULTS = msg`No Results Found`;
export const SIGN_IN_FOR_DASHBOARD = msg`Please sign in to see My Dashboard.`;
/** Opening a programme from My List tells the modal where it came from (cId=mylist). */
const MY_LIST_CATALOGUE = 'mylist';

/** The services' own names (Email, a word, is translated where it is drawn). */
const SERVICE_NAMES: Record<string, string> = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  messenger: 'Messenger',
  sms: 'SMS',
  pinterest: 'Pinterest',
};

function day(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatDate(time);
}

const isTab = (value: string | null): value is TabId => DASHBOARD_TABS.some((tab) => tab.id === value);

function Empty({ hint, action }: { hint: string; action?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="dashboard-empty">
      <p className="page-text dashboard-no-results">{i18n._(NO_RESULTS)}</p>
      <p className="page-text">{hint}</p>
      {action}
    </div>
  );
}

function Failed({ message, focusKey, onRetry }: { message: string; focusKey: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <p className="page-text">{message}</p>
      <FocusButton focusKey={focusKey} className="button button-primary" onPress={onRetry}>
        {t`Retry`}
      </FocusButton>
    </div>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <p className="page-text" role="status">
      {t`Loading…`}
    </p>
  );
}

/** The states every list tab shares: loading, failed with Retry, empty, or the list. */
function ListState<T>({
  load,
  tab,
  onRetry,
  empty,
  children,
}: {
  load: Loaded<T[]>;
  tab: TabId;
  onRetry: () => void;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  if (load.kind === 'loading') return <Loading />;
  if (load.kind === 'error') return <Failed message={load.message} focusKey={`dashboard:${tab}:retry`} onRetry={onRetry} />;
  if (load.value.length === 0) return <>{empty}</>;
  return <>{children(load.value)}</>;
}

function WatchListTab({ open }: { open: (item: ContentItem, catalogueId?: string) => void }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const items = useMyList((s) => s.items);
  const shown = useMyList(myListShown);
  const load = useMyList((s) => s.load);
  useEffect(() => {
    load(true).catch(() => undefined);
  }, [load]);
  const state: Loaded<readonly ContentItem[]> =
    shown === 'error'
      ? { kind: 'error', message: t`My List could not be loaded. Please check your connection and try again.`, status: 0 }
      : shown === 'loading'
        ? { kind: 'loading' }
        : { kind: 'ready', value: items };
  return (
    <ListState
      load={state as Loaded<ContentItem[]>}
      tab="watchlist"
      onRetry={() => void load(true).catch(() => undefined)}
      empty={
        <Empty
          hint={t`Add your top pick in your list: choose + My List on any programme.`}
          action={
            <FocusButton focusKey="dashboard:watchlist:browse" className="button button-primary" onPress={() => navigate('/')}>
              {t`Browse programmes`}
            </FocusButton>
          }
        />
      }
    >
      {(list) => (
        <CardGrid
          focusKey="dashboard:watchlist:grid"
          label={t`My Watch List`}
          items={list}
          orientation="landscape"
          onSelect={(item) => open(item, MY_LIST_CATALOGUE)}
        />
      )}
    </ListState>
  );
}

function EvangelizeTab({ open }: { open: (item: ContentItem) => void }) {
  const { t } = useLingui();
  const notify = useUi((s) => s.notify);
  const [attempt, setAttempt] = useState(0);
  const shares = useLoad((signal) => getMyShares(signal), [attempt], t`Your shares could not be loaded. Please try again.`);
  return (
    <ListState
      load={shares}
      tab="evangelize"
      onRetry={() => setAttempt((n) => n + 1)}
      empty={<Empty hint={t`Share a programme with Evangelize on its page, and it will show here.`} />}
    >
      {(list) => (
        <ActivityList
          focusKey="dashboard:evangelize:list"
          label={t`Programmes you shared`}
          entries={list.map((share): ActivityEntry => {
            const service = share.service === 'email' ? t`Email` : (SERVICE_NAMES[share.service] ?? share.service);
            const how = share.service === 'copy' ? t`Link copied` : t`Shared on ${service}`;
            return {
              id: share.id,
              item: share.item,
              title: share.item?.name ?? t`A programme no longer available`,
              lines: [`${how} · ${day(share.created_at)}`],
            };
          })}
          onOpen={(entry) => (entry.item ? open(entry.item) : notify(t`This programme is no longer available.`))}
        />
      )}
    </ListState>
  );
}

function ThoughtBoardTab({ open }: { open: (item: ContentItem) => void }) {
  const { t } = useLingui();
  const notify = useUi((s) => s.notify);
  const [attempt, setAttempt] = useState(0);
  const feedback = useLoad((signal) => getMyFeedback(signal), [attempt], t`Your feedback could not be loaded. Please try again.`);
  return (
    <ListState
      load={feedback}
      tab="thoughts"
      onRetry={() => setAttempt((n) => n + 1)}
      empty={<Empty hint={t`Rate a programme or write to us with Share Your Thoughts on its page, and it will show here.`} />}
    >
      {(list) => (
        <ActivityList
          focusKey="dashboard:thoughts:list"
          label={t`Your feedback`}
          entries={list.map((entry): ActivityEntry => {
            const title = entry.programName || entry.item?.name || 'Lumen';
            const lines: ReactNode[] = [];
            if (entry.episodeName && entry.episodeName !== title) lines.push(entry.episodeName);
            const rating = entry.rating;
            lines.push([rating !== null ? t`Rated ${rating}/10` : '', day(entry.created_at)].filter(Boolean).join(' · '));
            if (entry.message) lines.push(<q className="activity-quote">{entry.message}</q>);
            return { id: entry.id, item: entry.item, title, lines };
          })}
          onOpen={(entry) => (entry.item ? open(entry.item) : notify(t`This feedback is about Lumen as a whole.`))}
        />
      )}
    </ListState>
  );
}

/** /Account, 'My Dashboard': the viewer's My List, shares, feedback, and downloads for offline viewing. */
export function AccountPage() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => s.loggedIn);
  const firstName = useSession((s) => s.firstName);
  const openLogin = useUi((s) => s.openLogin);
  // ?tab= opens a tab; switching tabs stays on this page (no new address, so focus stays put).
  const requested = params.get('tab');
  const [tab, setTab] = useState<TabId>(isTab(requested) ? requested : 'watchlist');
  // Asked for again while here (the navigation's Downloads entry): that tab opens.
  const visit = useLocation().key;
  useEffect(() => {
    if (isTab(requested)) setTab(requested);
  }, [requested, visit]);
  // A phone's tab strip scrolls: the open tab is brought into it.
  useEffect(() => {
    document.getElementById(`dashboard-tab-${tab}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // Signed out: the login popup, and back here once signed in. Leaving first closes it again.
  useEffect(() => {
    if (loggedIn) return;
    const reason = i18n._(SIGN_IN_FOR_DASHBOARD);
    rememberPendingPath('/Account');
    openLogin(reason);
    return () => {
      const ui = useUi.getState();
      if (ui.loginPopup.open && ui.loginPopup.message === reason) ui.closeLogin();
      // Still signed out: this page no longer waits for the sign-in (drops the pending path).
      if (!useSession.getState().loggedIn) afterSignInPath();
    };
  }, [loggedIn, openLogin, i18n]);

  const open = useOpenDetail();

  if (!loggedIn) {
    return (
      <section className="page dashboard" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="page-title">
          {t`My Dashboard`}
        </h1>
        <p className="page-text">{t`Sign in to see your list, the programmes you shared and the thoughts you gave us.`}</p>
        <FocusButton
          focusKey="dashboard:sign-in"
          className="button button-primary"
          onPress={() => {
            rememberPendingPath('/Account');
            openLogin(i18n._(SIGN_IN_FOR_DASHBOARD));
          }}
        >
          {t`Sign In`}
        </FocusButton>
      </section>
    );
  }

  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <div className="dashboard-head">
        <h1 id="dashboard-title" className="page-title">
          {t`My Dashboard`}
        </h1>
        {firstName && <p className="dashboard-greeting">{t`Hello, ${firstName}`}</p>}
      </div>
      <FocusSection focusKey="dashboard:tabs" className="dashboard-tabs" preferredChildFocusKey={`dashboard:tab:${tab}`}>
        <div role="tablist" aria-label={t`My Dashboard`} className="dashboard-tablist">
          {DASHBOARD_TABS.map((entry) => (
            <FocusButton
              key={entry.id}
              focusKey={`dashboard:tab:${entry.id}`}
              role="tab"
              id={`dashboard-tab-${entry.id}`}
              aria-selected={entry.id === tab}
              aria-controls="dashboard-panel"
              // The page opens on the tab it shows.
              data-initial-focus={entry.id === tab || undefined}
              className="dashboard-tab"
              onPress={() => setTab(entry.id)}
            >
              {i18n._(entry.label)}
            </FocusButton>
          ))}
        </div>
        <FocusButton focusKey="dashboard:plans" className="dashboard-tab dashboard-plans" onPress={() => navigate('/packages')}>
          {t`Packages`}
        </FocusButton>
      </FocusSection>
      <div id="dashboard-panel" role="tabpanel" aria-labelledby={`dashboard-tab-${tab}`} className="dashboard-panel">
        {tab === 'watchlist' && <WatchListTab open={open} />}
        {tab === 'evangelize' && <EvangelizeTab open={open} />}
        {tab === 'thoughts' && <ThoughtBoardTab open={open} />}
        {tab === 'downloads' && <DownloadsTab empty={(hint) => <Empty hint={hint} />} />}
      </div>
    </section>
  );
}
