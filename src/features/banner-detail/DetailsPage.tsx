import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getFirstEpisode } from '../../api/get-first-episode';
import { getVideo } from '../../api/get-video';
import type { ContentItem } from '../../../contract/answers';
import { useLoad } from '../../api/use-load';
import { UnavailablePage } from '../../components/UnavailablePage';
import { FocusButton } from '../../focus/Focusable';
import { useUi } from '../../stores/ui';
import './details.css';

/** /details/{videoId}/{type}: a banner's page, its title art or name and 'Watch Now!' to the player. */
export function DetailsPage() {
  const { videoId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  const notify = useUi((s) => s.notify);
  const [starting, setStarting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad((signal) => getVideo(videoId, signal), [videoId, attempt], t`This programme could not be loaded.`);

  const watch = async (item: ContentItem) => {
    if (item.type === 'livestream') return navigate(`/liveVideo/${encodeURIComponent(item.id)}/livestream`);
    setStarting(true);
    try {
      const episode = await getFirstEpisode(item);
      if (!episode) notify(t`There is nothing to play in this programme yet.`);
      else navigate(`/viewVideo/${encodeURIComponent(episode.id)}/vod/${encodeURIComponent(item.type === 'vod' ? '' : item.id)}`.replace(/\/$/, ''));
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t`This programme could not be started.`, 'error');
    } finally {
      setStarting(false);
    }
  };

  if (load.kind === 'loading')
    return (
      <p className="page page-text" role="status">
        {t`Loading…`}
      </p>
    );
  if (load.kind === 'error') {
    return (
      <UnavailablePage
        title={t`Programme unavailable`}
        message={load.message}
        status={load.status}
        focusPrefix="details"
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  const item = load.value;
  const background = typeof item.metaData.bannerImage === 'string' ? item.metaData.bannerImage : item.coverart.large;
  return (
    <article className="details">
      <img className="details-background" src={background} alt="" />
      <div className="details-shade" />
      <div className="details-text">
        {item.titleImage.small ? (
          <h1 className="details-title-image">
            <img src={item.titleImage.small} alt={item.name} />
          </h1>
        ) : (
          <h1 className="details-title">{item.name}</h1>
        )}
        <p className="details-description">{item.description}</p>
        <FocusButton focusKey="details:watch" className="button button-primary" disabled={starting} onPress={() => void watch(item)}>
          {t`Watch Now!`}
        </FocusButton>
      </div>
    </article>
  );
}
