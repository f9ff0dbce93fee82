import { useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Modal } from '../components/Modal';
import { FocusButton } from '../focus/Focusable';
import { ERROR_TITLE, errorText } from './RouteError';
import { retryFailedLayers } from './lazy';

export interface LayerBoundaryProps {
  /** Names the layer (its error dialog is `${id}-error`). */
  id: string;
  /** What closes the layer: the owner then stops drawing it, and this boundary with it. */
  onClose: () => void;
  children: ReactNode;
}

interface LayerBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a layer (detail modal, share dialog, login popup...) that failed to draw, or whose code
 * could not be downloaded, from taking the page and the navigation down with it: a dialog in its
 * place says so, Close (focused) goes back to the page, Try again draws the layer once more.
 */
export class LayerBoundary extends Component<LayerBoundaryProps, LayerBoundaryState> {
  override state: LayerBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): LayerBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private retry = () => {
    retryFailedLayers();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { id, onClose } = this.props;
    return <LayerError id={id} error={this.state.error} onClose={onClose} onRetry={this.retry} />;
  }
}

/** The dialog in a failed layer's place. */
function LayerError({ id, error, onClose, onRetry }: { id: string; error: unknown; onClose: () => void; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Modal id={`${id}-error`} title={i18n._(ERROR_TITLE)} onClose={onClose} initialFocusKey={`${id}-error:close`} className="layer-error">
      <div role="alert">
        <p className="page-text">{i18n._(errorText(error, 'layer'))}</p>
        <FocusButton focusKey={`${id}-error:close`} className="button button-primary" onPress={onClose}>
          {t`Close`}
        </FocusButton>
        <FocusButton focusKey={`${id}-error:retry`} className="button" onPress={onRetry}>
          {t`Try again`}
        </FocusButton>
      </div>
    </Modal>
  );
}
