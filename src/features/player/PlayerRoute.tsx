import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { VideoPlayer } from './VideoPlayer';

/** /viewVideo/{videoId}/{type}/{catalogueId}: the player, full screen; close goes back. */
export function PlayerRoute() {
  const { videoId = '' } = useParams();
  const navigate = useNavigate();
  const close = useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate('/');
  }, [navigate]);
  return <VideoPlayer key={videoId} videoId={videoId} onClose={close} />;
}
