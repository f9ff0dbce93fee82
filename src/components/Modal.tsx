import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FocusButton } from '../focus/Focusable';
import { Layer } from '../focus/Layer';
import { Icon } from './Icon';
import './shell.css';

export interface ModalProps {
  id: string;
  title: string;
  onClose: () => void;
  initialFocusKey?: string;
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A dialog over the page: focus stays inside, Back or the close button closes it. On a TV it is
 * drawn on the stage itself, not inside the page that opened it: a page scrolled down (the live
 * page's Full Schedule, opened from below its player) would carry it up past the screen's top.
 */
export function Modal({ id, title, onClose, initialFocusKey, hideTitle, className, children }: ModalProps) {
  const { t } = useLingui();
  const stage = typeof document !== 'undefined' ? document.querySelector('.tv-stage') : null;
  const dialog = (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Layer
        id={id}
        onClose={onClose}
        label={title}
        initialFocusKey={initialFocusKey}

        className={`modal ${className ?? ''}`}
        scrolls
      >
        <div className="modal-head">
          <h2 className={hideTitle ? 'visually-hidden' : 'modal-title'}>{title}</h2>
          <FocusButton focusKey={`${id}:dismiss`} className="modal-close" aria-label={t`Close`} onPress={onClose}>
            <Icon name="close" />
          </FocusButton>
        </div>
        <div className="modal-body">{children}</div>
      </Layer>
    </div>
  );
  return stage ? createPortal(dialog, stage) : dialog;
}
