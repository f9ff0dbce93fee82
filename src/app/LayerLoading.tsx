import { Loader } from '../components/Loader';
import { useBackStep } from '../focus/use-back-step';

/**
 * What a layer shows while its code downloads (the first time it opens; on a slow TV, a while):
 * the loader, and Back already closes the layer rather than what is under it (on home, the
 * question whether to leave).
 */
export function LayerLoading({ id, onClose }: { id: string; onClose: () => void }) {
  useBackStep(`${id}:loading`, onClose);
  return <Loader />;
}
