import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getVideo } from '../../api/get-video';
import type { ContentItem } from '../../../contract/answers';
import { useLoad, worthRetrying } from '../../api/use-load';
import { ItemRow } from '../../components/CarouselRow';
import { DownloadButton } from '../../components/DownloadButton';
import { Modal } from '../../components/Modal';
import { FocusButton, FocusSection } from '../../focus/Focusable';
import { carouselOrientation } from '../../lib/home-blocks';
import type { FormFactor } from '../../lib/form-factor';
import { pictureSet } from '../../lib/picture-set';
import type { DetailModalQuery } from '../../lib/detail-modal';
import { shareBase, shareLink } from '../../lib/share';
import { useConfig } from '../../stores/config';
import { useMyList } from '../../stores/my-list';
import { useSession } from '../../stores/session';
import { useShare } from '../../stores/share';
import { useUi } from '../../stores/ui';
import { clock } from '../../lib/episodes';
import { loadContents, loadRelated, resumePointsOf } from './detail-data';
import { useResume } from '../../stores/resume';
import { EpisodeList } from './EpisodeList';
import './detail.css';

const TV_RATINGS: Record<string, string> = { tvg: 'TV-G', tvpg: 'TV-PG', tv14: 'TV-14', tvma: 'TV-MA' };
const enc = encodeURIComponent;
/**
 * The cover art's widest box on each form factor, for its `sizes`: 40% of the modal (detail.css),
 * whose widest is 1,600 px on TV and 1,100 on a desktop; the phone's whole width.
 */
const DETAIL_ART_SIZES: Record<FormFactor, string> = { tv: '640px', desktop: '440px', mobile: '100vw' };

export interface DetailModalProps {
  query: DetailModalQuery;
  onClose: () => void;
  /** Another programme chosen inside the modal ('You might also like', a category's show). */
  onOpen: (query: DetailModalQuery) => void;
  /** The query's programme has loaded (the detail page keeps its address's slug in step with the title). */
  onLoaded?: (item: ContentItem) => void;
}

function facts(item: ContentItem): string[] {
  const m = item.metaData;
  return [m.Year, m.Genre, m.Duration, TV_RATINGS[String(m.tvrating)] ?? m.tvrating].filter((v) => v !== undefined && v !== '').map(String);
}

/** The detail modal over the current route. */
export function DetailModal({ query, onClose, onOpen, onLoaded }: DetailModalProps) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const notify = useUi((s) => s.notify);
  const openLogin = useUi((s) => s.openLogin);
  const formFactor = useUi((s) => s.formFactor);
  const signedIn = useSession((s) => s.loggedIn);
  const share = useShare((s) => s.share);
  const publicUrl = useConfig((s) => s.values.public_url);
  const inList = useMyList((s) => s.ids.has(query.id));
  const saving = useMyList((s) => s.saving.has(query.id));
  const loadList = useMyList((s) => s.load);
  const toggleList = useMyList((s) => s.toggle);
  /** The first season's episodes in order: where Start Watching begins, and what it resumes. */
  const [firstEpisodes, setFirstEpisodes] = useState<{ seasonId: string; episodes: ContentItem[] } | null>(null);
  /**
   * OK on Start Watching before the first season's episodes have come (a remote is quick, an old TV
   * slow): it plays once they have, rather than saying there is nothing to play.
   */
  const [watchPending, setWatchPending] = useState(false);
  const watchRef = useRef<() => void>(() => undefined);

  const [attempt, setAttempt] = useState(0);
  const load = useLoad((signal) => getVideo(query.id, signal), [query.id, attempt], t`This programme could not be loaded.`);
  const canRetry = load.kind === 'error' && worthRetrying(load.status);
  const item = load.kind === 'ready' ? load.value : null;
  const contents = useLoad((signal) => loadContents(item!, signal), [item], t`The episodes could not be loaded.`, item !== null);
  const related = useLoad((signal) => loadRelated(item!, signal), [item], '', item !== null);
  // The profile's resume points, followed as they change (the player leaving adds one at once).
  const resumeEntries = useResume((s) => s.entries);
  useEffect(() => {
    // Resume is a convenience: without it the modal still plays from the start.
    if (signedIn)
      useResume
        .getState()
        .load()
        .catch(() => undefined);
  }, [signedIn, query.id]);
  const resumePoints = useMemo(() => resumePointsOf(signedIn, resumeEntries), [signedIn, resumeEntries]);

  useEffect(() => {
    // The programme of this address only: just after the address changes (another programme
    // opened, or Back to the one before) the last one is still loaded, and its slug would put its
    // address back in place of the new one's.
    if (item && item.id === query.id) onLoaded?.(item);
  }, [item, query.id, onLoaded]);
  useEffect(() => {
    setFirstEpisodes(null);
    setWatchPending(false);
  }, [query.id]);
  useEffect(() => {
    if (!watchPending || !firstEpisodes) return;
    setWatchPending(false);
    watchRef.current();
  }, [watchPending, firstEpisodes]);
  useEffect(() => {
    if (signedIn) loadList().catch(() => undefined);
  }, [signedIn, loadList]);

  const catalogueId = query.catalogueId || (item && item.type !== 'vod' ? item.id : '');
  const playerPath = (videoId: string, extra: Record<string, string> = {}) => {
    const search = new URLSearchParams(extra).toString();
    return `/viewVideo/${enc(videoId)}/vod${catalogueId ? `/${enc(catalogueId)}` : ''}${search ? `?${search}` : ''}`;
  };
  const playEpisode = useCallback(
    (episode: ContentItem, seasonId: string) => {
      if (!item) return;
      const extra: Record<string, string> = { pType: item.type, eId: item.id, eTy: item.type, eSeasonId: seasonId };
      if (resumePoints.has(episode.id)) extra.resume = 'true';
      navigate(playerPath(episode.id, extra));
    },
    // playerPath reads only item and the catalogue id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [item, resumePoints, navigate, catalogueId],
  );

  if (load.kind !== 'ready' || !item) {
    return (
      <Modal
        id="detail"
        title={t`Programme details`}
        hideTitle
        onClose={onClose}
        initialFocusKey={load.kind === 'error' ? (canRetry ? 'detail:retry' : 'detail:close') : 'detail:dismiss'}
        className="detail-modal"
      >
        {load.kind === 'loading' ? (
          <p className="page-text" role="status">
            {t`Loading…`}
          </p>
        ) : (
          <div role="alert" className="detail-error">
            <h2 className="detail-title">{t`Programme unavailable`}</h2>
            <p className="page-text">
              {load.kind === 'error' && load.status === 404
                ? t`We could not find this programme. It may have been removed.`
                : load.kind === 'error'
                  ? load.message
                  : ''}
            </p>
            {canRetry && (
              <FocusButton focusKey="detail:retry" className="button button-primary" onPress={() => setAttempt((n) => n + 1)}>
                {t`Retry`}
              </FocusButton>
            )}
            <FocusButton focusKey="detail:close" className={canRetry ? 'button' : 'button button-primary'} onPress={onClose}>
              {t`Close`}
            </FocusButton>
          </div>
        )}
      </Modal>
    );
  }

  // What Start Watching / Watch Now plays: this episode, a resumed episode of the show, or its first.
  const resumed =
    item.type === 'vod' ? (resumePoints.get(item.id) ?? null) : (firstEpisodes?.episodes.map((e) => resumePoints.get(e.id)).find(Boolean) ?? null);
  const playable = item.type === 'vod' || item.type === 'livestream' || (contents.kind === 'ready' && contents.value.kind === 'episodes');
  const watch = () => {
    if (item.type === 'livestream') return navigate(`/liveVideo/${enc(item.id)}/livestream${query.catalogueId ? `/${enc(query.catalogueId)}` : ''}`);
    if (item.type === 'vod') return navigate(playerPath(item.id, resumed ? { resume: 'true' } : {}));
    // The first season is still loading (the list has seasons): play once it has come.
    const seasonsLoading = contents.kind === 'ready' && contents.value.kind === 'episodes' && contents.value.seasons.length > 0;
    if (!firstEpisodes && seasonsLoading) return setWatchPending(true);
    if (!firstEpisodes) return notify(t`There is nothing to play in this programme yet.`);
    const target = resumed ? firstEpisodes.episodes.find((e) => e.id === resumed.videoId) : firstEpisodes.episodes[0];
    if (!target) return notify(t`There is nothing to play in this programme yet.`);
    playEpisode(target, firstEpisodes.seasonId);
  };
  watchRef.current = watch;
  const promo = typeof item.metaData.promo_url === 'string' && item.metaData.promo_url !== '';
  const toggleMyList = async () => {
    if (!signedIn) return openLogin();
    try {
      notify(await toggleList(item));
    } catch (error) {
      notify(error instanceof Error && error.message !== 'not signed in' ? error.message : t`My List could not be changed. Please try again.`, 'error');
    }
  };
  const evangelize = () => {
    const base = shareBase(window.location, publicUrl);
    share({
      link: shareLink(base, item),
      title: item.name,
      itemId: item.id,
      image: item.coverart.large ? new URL(item.coverart.large, base || window.location.href).toString() : undefined,
    });
  };
  const open = (other: ContentItem) => onOpen({ id: other.id, type: other.type, catalogueId: query.catalogueId });
  const showList = contents.kind === 'ready' ? contents.value : null;
  const myList = t({ message: 'My List', comment: 'The button that adds a programme to My List (after +) or shows it is there (after ✓)' });
  const resumeAt = resumed ? clock(resumed.resumeTime) : '';
  const art = pictureSet(item.coverart.large || item.coverart.medium || item.coverart.small ? item.coverart : item.thumbnail);

  return (
    <Modal id="detail" title={item.name} hideTitle onClose={onClose} initialFocusKey={playable ? 'detail:watch' : 'detail:list'} className="detail-modal">
      <article className="detail" data-item-id={item.id}>
        <div className="detail-hero">
          <div className="detail-art">
            {art && <img src={art.src} srcSet={art.srcSet || undefined} sizes={DETAIL_ART_SIZES[formFactor]} alt="" decoding="async" />}
          </div>
          <div className="detail-info">
            {item.titleImage.small ? (
              <h2 className="detail-title-image">
                <img src={item.titleImage.small} alt={item.name} />
              </h2>
            ) : (
              <h2 className="detail-title">{item.name}</h2>
            )}
            {facts(item).length > 0 && (
              <p className="detail-facts">
                {facts(item).map((fact) => (
                  <span key={fact}>{fact}</span>
                ))}
              </p>
            )}
            <p className="detail-description">{item.description}</p>
            <FocusSection focusKey="detail:actions" className="detail-actions">
              {playable && (
                <FocusButton focusKey="detail:watch" className="button button-primary" onPress={watch}>
                  {resumed ? t`Watch Now` : t`Start Watching`}
                </FocusButton>
              )}
              {promo && (
                <FocusButton focusKey="detail:promo" className="button" onPress={() => navigate(`${playerPath(item.id, { promo: 'true', pType: item.type })}`)}>
                  {t({ message: 'Promo', comment: 'The button that plays a programme’s trailer' })}
                </FocusButton>
              )}
              <FocusButton
                focusKey="detail:list"
                className="button"
                aria-pressed={inList}
                // Signed out, it asks to sign in first.
                aria-haspopup={signedIn ? undefined : 'dialog'}
                disabled={saving}
                onPress={() => void toggleMyList()}
              >
                {inList ? `✓ ${myList}` : `+ ${myList}`}
              </FocusButton>
              <DownloadButton item={item} focusKey="detail:download" />
              <FocusButton
                focusKey="detail:feedback"
                className="button"
                onPress={() => navigate(`/feedback/${enc(item.id)}/${item.type === 'vod' ? 'video' : 'show'}`)}
              >
                {t`Share Your Thoughts`}
              </FocusButton>
              <FocusButton focusKey="detail:share" className="button" aria-haspopup="dialog" onPress={evangelize}>
                {t({ message: 'Evangelize', comment: 'The button that shares a programme with others' })}
              </FocusButton>
            </FocusSection>
            {resumed && <p className="detail-resume">{t`Resume from ${resumeAt}`}</p>}
            {item.tags.length > 0 && (
              <FocusSection as="ul" focusKey="detail:tags" className="detail-tags" aria-label={t`Tags`}>
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <FocusButton focusKey={`detail:tag:${tag}`} className="tag" onPress={() => navigate(`/search?query=${enc(tag)}&type=CATALOGUE`)}>
                      #{tag}
                    </FocusButton>
                  </li>
                ))}
              </FocusSection>
            )}
          </div>
        </div>
        {contents.kind === 'error' && (
          <p className="page-text" role="alert">
            {contents.message}
          </p>
        )}
        {showList?.kind === 'episodes' && (
          <EpisodeList
            key={item.id}
            seasons={showList.seasons}
            resume={resumePoints}
            onPlay={playEpisode}
            onEpisodes={(seasonId, episodes) => {
              if (seasonId === showList.seasons[0]?.id) setFirstEpisodes({ seasonId, episodes });
            }}
          />
        )}
        {showList?.kind === 'shows' && showList.items.length > 0 && (
          <section className="detail-row" aria-label={t`In this category`}>
            <ItemRow
              rowId={`detail-shows-${item.id}`}
              title={t`In this category`}
              orientation={carouselOrientation(item)}
              items={showList.items}
              onSelect={open}
            />
          </section>
        )}
        {related.kind === 'ready' && related.value.length > 0 && (
          <section className="detail-row" aria-label={t`You might also like`}>
            <ItemRow rowId={`detail-related-${item.id}`} title={t`You might also like`} orientation="landscape" items={related.value} onSelect={open} />
          </section>
        )}
      </article>
    </Modal>
  );
}
