import type { ReactNode } from 'react';
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

/** A dialog over the page: focus stays inside, Back or the close button closes it. */
export function Modal({ id, title, onClose, initialFocusKey, hideTitle, className, children }: ModalProps) {
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Layer id={id} onClose={onClose} label={title} initialFocusKey={initialFocusKey} className={`modal ${className ?? ''}`} scrolls>
        <div className="modal-head">
          <h2 className={hideTitle ? 'visually-hidden' : 'modal-title'}>{title}</h2>
          <FocusButton focusKey={`${id}:dismiss`} className="modal-close" aria-label="Close" onPress={onClose}>
            <Icon name="close" />
          </FocusButton>
        </div>
        <div className="modal-body">{children}</div>
      </Layer>
    </div>
  );
}
