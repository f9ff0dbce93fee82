import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { getVideo } from '../../api/get-video';
import type { ContentItem } from '../../api/types';
import { Modal } from '../../components/Modal';
import { FocusButton } from '../../focus/Focusable';
import type { DetailModalQuery } from '../../lib/detail-modal';
import './detail.css';

type Load = { kind: 'loading' } | { kind: 'ready'; item: ContentItem } | { kind: 'error'; message: string };

const TV_RATINGS: Record<string, string> = { tvg: 'TV-G', tvpg: 'TV-PG', tv14: 'TV-14', tvma: 'TV-MA' };

/** The detail modal over the current route: the programme's picture, facts and description. */
export function DetailModal({ query, onClose }: { query: DetailModalQuery; onClose: () => void }) {
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    getVideo(query.id, controller.signal).then(
      (item) => setLoad({ kind: 'ready', item }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ kind: 'error', message: error instanceof ApiError ? error.message : 'This programme could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, [query.id]);

  const item = load.kind === 'ready' ? load.item : null;
  const facts = item
    ? [item.metaData.Year, item.metaData.Genre, item.metaData.Duration, TV_RATINGS[String(item.metaData.tvrating)] ?? item.metaData.tvrating]
        .filter((v) => v !== undefined && v !== '')
        .map(String)
    : [];

  return (
    <Modal id="detail" title={item?.name ?? 'Programme details'} hideTitle onClose={onClose} initialFocusKey={item?.type === 'vod' ? 'detail:watch' : 'detail:close'} className="detail-modal">
      {load.kind === 'loading' && <p className="page-text" role="status">Loading…</p>}
      {load.kind === 'error' && (
        <div role="alert">
          <p className="page-text">{load.message}</p>
          <FocusButton focusKey="detail:close" className="button" onPress={onClose}>
            Close
          </FocusButton>
        </div>
      )}
      {item && (
        <article className="detail">
          <div className="detail-art">
            <img src={item.coverart.large || item.thumbnail.large} alt="" />
          </div>
          <div className="detail-info">
            {item.titleImage.small ? (
              <h2 className="detail-title-image">
                <img src={item.titleImage.small} alt={item.name} />
              </h2>
            ) : (
              <h2 className="detail-title">{item.name}</h2>
            )}
            {facts.length > 0 && (
              <p className="detail-facts">
                {facts.map((fact) => (
                  <span key={fact}>{fact}</span>
                ))}
              </p>
            )}
            <p className="detail-description">{item.description}</p>
            <div className="detail-actions">
              {item.type === 'vod' && (
                <FocusButton focusKey="detail:watch" className="button button-primary" onPress={() => navigate(`/viewVideo/${item.id}/vod/${query.catalogueId}`)}>
                  Watch Now
                </FocusButton>
              )}
              <FocusButton focusKey="detail:close" className="button" onPress={onClose}>
                Close
              </FocusButton>
            </div>
          </div>
        </article>
      )}
    </Modal>
  );
}
