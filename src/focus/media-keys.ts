import type { KeyAction } from './keys';

export type MediaAction = Extract<KeyAction, 'play' | 'pause' | 'playPause' | 'stop' | 'fastForward' | 'rewind'>;

const listeners = new Set<(action: MediaAction) => void>();

/** The player subscribes to the remote's media keys while it is open. */
export function onMediaKey(listener: (action: MediaAction) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitMediaKey(action: MediaAction): boolean {
  for (const listener of listeners) listener(action);
  return listeners.size > 0;
}

export function isMediaAction(action: KeyAction): action is MediaAction {
  return action === 'play' || action === 'pause' || action === 'playPause' || action === 'stop' || action === 'fastForward' || action === 'rewind';
}
