import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { getCataloguePage } from '../../api/get-catalogue';
import type { ContentItem } from '../../../contract/answers';
import { SEASON_EPISODES_PAGE_SIZE } from '../../lib/constants';
import { episodeAfter } from '../../lib/episodes';
import { focusWhenReady } from '../../focus/Layer';
import { parsePlayerQuery } from './player-rules';
import { UpNext } from './UpNext';
import { useSignInGate } from './use-sign-in-gate';
import { VideoPlayer } from './VideoPlayer';

/**
 * /viewVideo/{videoId}/{type}/{catalogueId}: the player, full screen. Playing needs a signed-in
 * viewer (else the sign-in popup, and back). At the end: with eId the next episode after an up-next
 * countdown, none left closes the player; without eId, back one page.
 */
export function PlayerRoute() {
  const { videoId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { signedIn, leave: close } = useSignInGate();
  const query = useMemo(() => parsePlayerQuery(location.search), [location.search]);
  const [next, setNext] = useState<ContentItem | null>(null);

  useEffect(() => setNext(null), [videoId]);

  const onEnded = useCallback(
    (item: ContentItem) => {
      const list = query.eSeasonId ?? query.eId;
      if (!list || query.promo) return close();
      const itemsOf = async (id: string) => (await getCataloguePage(id, SEASON_EPISODES_PAGE_SIZE, 1))._embedded.items;
      episodeAfter(list, item.id, itemsOf).then(
        (following) => (following ? setNext(following) : close()),
        () => close(),
      );
    },
    [query.eId, query.eSeasonId, query.promo, close],
  );

  const playNext = useCallback(() => {
    if (!next) return;
    const search = new URLSearchParams(location.search);
    search.delete('resume');
    const rest = location.pathname.split('/').slice(3).join('/');
    navigate({ pathname: `/viewVideo/${encodeURIComponent(next.id)}/${rest}`, search: `?${search.toString()}` }, { replace: true });
  }, [next, location.pathname, location.search, navigate]);

  if (!signedIn) return <div className="player" data-testid="player-locked" />;
  return (
    <VideoPlayer
      key={videoId}
      videoId={videoId}
      query={query}
      onClose={close}
      onEnded={onEnded}
      endOverlay={
        next ? (
          <UpNext
            episode={next}
            onPlay={playNext}
            onCancel={() => {
              setNext(null);
              focusWhenReady('player:toggle');
            }}
          />
        ) : null
      }
    />
  );
}
