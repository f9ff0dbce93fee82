import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useBackStep } from '../focus/use-back-step';
import { Icon } from './Icon';

/** Drawn over each card in remove mode: OK on the card takes it off the list. */
export const removeMark = () => <RemoveMark />;

function RemoveMark() {
  const { t } = useLingui();
  return (
    <span className="card-remove-mark">
      <Icon name="close" /> {t`Remove`}
    </span>
  );
}

/**
 * A list's remove mode (its 'Edit' / 'Done' button: My List, Continue Watching). It ends when the
 * list has nothing left to remove, and Back ends it before it leaves the page (focus stays where
 * it is). `id` names its step on the Back stack.
 */
export function useRemoveMode(id: string, count: number): { removing: boolean; toggle: () => void } {
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    if (count === 0) setRemoving(false);
  }, [count]);
  useBackStep(id, () => setRemoving(false), removing);
  return { removing, toggle: () => setRemoving((value) => !value) };
}
