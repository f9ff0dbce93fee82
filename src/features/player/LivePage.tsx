import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getCataloguePage } from '../../api/get-catalogue';
import { getVideo } from '../../api/get-video';
import { getLiveStream, getSchedule } from '../../api/live';
import type { ContentItem } from '../../../contract/answers';
import { useLoad } from '../../api/use-load';
import { ItemRow } from '../../components/CarouselRow';
import { Modal } from '../../components/Modal';
import { FocusButton, useFocusNode } from '../../focus/Focusable';
import { isItemId } from '../../lib/detail-modal';
import { nowAndNext, todays, type Programme } from '../../../contract/epg';
import { formatClock } from '../../i18n/format';
import { HOME_CAROUSEL_PAGE_SIZE } from '../../lib/constants';
import { useOpenDetail } from '../../components/use-open-detail';
import { useConfig } from '../../stores/config';
import { useSession } from '../../stores/session';
import { useUi } from '../../stores/ui';
import { VideoPlayer } from './VideoPlayer';
import { parsePlayerQuery } from './player-rules';
import './live.css';

/** The carousel of home whose name says it holds the given kind (Live TV, Middle Banner). */
async function homeCarouselId(homeId: string | undefined, pattern: RegExp, signal: AbortSignal): Promise<string | null> {
  if (!homeId) return null;
  const page = await getCataloguePage(homeId, 100, 1, signal);
  return page._embedded.items.find((c) => pattern.test(c.name))?.id ?? null;
}

function ProgrammeLine({ label, programme }: { label: string; programme: Programme }) {
  return (
    <li className="live-line">
      <span className="live-line-label">{label}</span>
      <span className="live-line-time">{formatClock(programme.start)}</span>
      <span className="live-line-title">{programme.title}</span>
      {programme.subtitle && <span className="live-line-subtitle">{programme.subtitle}</span>}
    </li>
  );
}

/** How often a channel's schedule is read again while the page stays open. */
export const SCHEDULE_REFRESH_MS = 5 * 60_000;

/** The schedule while it loads or failed: one empty list, so the memos below keep their values. */
const NO_PROGRAMMES: readonly Programme[] = [];

/** A line of the full schedule: focusable, so the remote scrolls through the day. */
function ScheduleLine({ programme, onNow }: { programme: Programme; onNow: boolean }) {
  const { t } = useLingui();
  const { ref, focused, focusKey } = useFocusNode<HTMLLIElement>({ focusKey: `live:at:${programme.start}` });
  return (
    <li
      ref={ref}
      tabIndex={-1}
      className={`live-full-line focusable ${onNow ? 'live-full-now' : ''}`}
      data-focus-key={focusKey}
      data-focused={focused || undefined}
    >
      <span className="live-line-time">{formatClock(programme.start)}</span>
      <span className="live-line-title">{programme.title}</span>
      {programme.subtitle && <span className="live-line-subtitle">{programme.subtitle}</span>}
      {onNow && <span className="live-line-label">{t({ message: 'Now', comment: 'The programme on air now' })}</span>}
    </li>
  );
}

const NO_QUERY = parsePlayerQuery('');

/**
 * /liveVideo/{videoId}/{type}/{catalogueId}: a channel's live player (for signed-in viewers), now and
 * the two next from its schedule in local time, the Full Schedule of today, the other channels, and
 * 'Most watched this week'. From the navigation videoId is 'homenav': the configured channel.
 */
export function LivePage() {
  const params = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const config = useConfig((s) => s.values);
  const signedIn = useSession((s) => s.loggedIn);
  const openLogin = useUi((s) => s.openLogin);
  const [now, setNow] = useState(() => Date.now());
  const [fullSchedule, setFullSchedule] = useState(false);
  const requested = params.videoId && params.videoId !== 'homenav' && isItemId(params.videoId) ? params.videoId : (config.home_nav_live_item ?? '');
  const listId = params.catalogueId && isItemId(params.catalogueId) ? params.catalogueId : '';

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // The schedule is read again every few minutes: one the studio uploads reaches a viewer who stays.
  const scheduleRound = Math.floor(now / SCHEDULE_REFRESH_MS);

  const channel = useLoad((signal) => getVideo(requested, signal), [requested], t`This channel could not be loaded.`, requested !== '');
  const item = channel.kind === 'ready' && channel.value.type === 'livestream' ? channel.value : null;
  const schedule = useLoad(
    (signal) => (typeof item?.metaData.epg === 'string' ? getSchedule(item.metaData.epg, signal) : Promise.resolve([])),
    [item?.id],
    t`The schedule could not be loaded.`,
    item !== null,
    scheduleRound,
  );
  const channels = useLoad(
    async (signal) => {
      const id = listId || (await homeCarouselId(config.regular_carousel_shalom_web, /live/i, signal));
      if (!id) return [];
      return (await getCataloguePage(id, HOME_CAROUSEL_PAGE_SIZE, 1, signal))._embedded.items.filter((c) => c.type === 'livestream');
    },
    [listId, config.regular_carousel_shalom_web],
    '',
  );
  const mostWatched = useLoad(
    async (signal) => {
      const id = await homeCarouselId(config.regular_carousel_shalom_web, /middle banner|most watched/i, signal);
      return id ? (await getCataloguePage(id, HOME_CAROUSEL_PAGE_SIZE, 1, signal))._embedded.items : [];
    },
    [config.regular_carousel_shalom_web],
    '',
  );

  const programmes = schedule.kind === 'ready' ? schedule.value : NO_PROGRAMMES;
  const onAir = useMemo(() => nowAndNext(programmes, now), [programmes, now]);
  const today = useMemo(() => todays(programmes, now), [programmes, now]);
  const source = useCallback((channelItem: ContentItem) => getLiveStream(channelItem.id), []);
  const back = useCallback(() => navigate(-1), [navigate]);
  const chooseChannel = (other: ContentItem) =>
    navigate(`/liveVideo/${encodeURIComponent(other.id)}/livestream${listId ? `/${listId}` : ''}`, { replace: true });
  // Over live TV itself: the channel goes on beneath, and Back closes the modal onto its card.
  const openDetail = useOpenDetail();
  const channelName = item?.name ?? '';
  const mostWatchedTitle = t`Most watched this week`;

  if (requested === '' || channel.kind === 'error' || (channel.kind === 'ready' && !item)) {
    return (
      <section className="page" role="alert">
        <h1 className="page-title">{t`Live TV`}</h1>
        <p className="page-text">{channel.kind === 'error' ? channel.message : t`There is no live channel to show here.`}</p>
        <FocusButton focusKey="live:home" className="button button-primary" onPress={() => navigate('/')}>
          {t`Go to Home`}
        </FocusButton>
      </section>
    );
  }

  return (
    <div className="page live">
      <h1 className="page-title">{item ? item.name : t`Live TV`}</h1>
      <div className="live-main">
        <div className="live-player">
          {item && signedIn && (
            <VideoPlayer key={item.id} videoId={item.id} query={NO_QUERY} onClose={back} onEnded={() => undefined} source={source} embedded />
          )}
          {item && !signedIn && (
            <div className="live-locked">
              <p>{t`Sign in to watch ${channelName} live.`}</p>
              <FocusButton focusKey="live:signin" className="button button-primary" onPress={() => openLogin()}>
                {t`Sign in`}
              </FocusButton>
            </div>
          )}
          {!item && (
            <p className="page-text" role="status">
              {t`Loading…`}
            </p>
          )}
        </div>
        <aside className="live-schedule" aria-label={t`On air`}>
          {schedule.kind === 'error' && <p className="page-text">{schedule.message}</p>}
          {schedule.kind === 'ready' && programmes.length === 0 && <p className="page-text">{t`No schedule has been published for today.`}</p>}
          <ul className="live-lines">
            {onAir.now && <ProgrammeLine label={t({ message: 'Now', comment: 'The programme on air now' })} programme={onAir.now} />}
            {onAir.next.map((p) => (
              <ProgrammeLine key={p.start} label={t({ message: 'Next', comment: 'A programme on air after the one now' })} programme={p} />
            ))}
          </ul>
          {today.length > 0 && (
            <FocusButton focusKey="live:schedule" className="button" aria-haspopup="dialog" onPress={() => setFullSchedule(true)}>
              {t`Full Schedule`}
            </FocusButton>
          )}
        </aside>
      </div>
      {channels.kind === 'ready' && channels.value.length > 1 && (
        <section className="carousel" aria-label={t`Channels`}>
          <ItemRow rowId="live-channels" title={t`Channels`} orientation="landscape" items={channels.value} onSelect={chooseChannel} />
        </section>
      )}
      {mostWatched.kind === 'ready' && mostWatched.value.length > 0 && (
        <section className="carousel" aria-label={mostWatchedTitle}>
          <ItemRow rowId="live-most-watched" title={mostWatchedTitle} orientation="landscape" items={mostWatched.value} onSelect={openDetail} />
        </section>
      )}
      {fullSchedule && (
        <Modal
          id="live-schedule"
          title={t`Full Schedule`}
          onClose={() => setFullSchedule(false)}
          className="live-schedule-modal"
          initialFocusKey={onAir.now && today.includes(onAir.now) ? `live:at:${onAir.now.start}` : undefined}
        >
          <ol className="live-full">
            {today.map((p) => (
              <ScheduleLine key={p.start} programme={p} onNow={onAir.now === p} />
            ))}
          </ol>
        </Modal>
      )}
    </div>
  );
}
