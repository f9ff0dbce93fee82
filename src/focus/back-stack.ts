/**
 * The layers above a route (detail modal, popups, nav panels), newest last. Back closes the top
 * layer before it ever navigates; each layer remembers what had focus when it opened.
 */
export interface Layer {
  id: string;
  /** Closes the layer (its owner removes it from the stack as it unmounts). */
  close: () => void;
  /** The focus key that had focus when the layer opened; focus goes back there on close. */
  openerFocusKey: string | null;
}

export type BackOutcome = 'closed-layer' | 'navigated-back' | 'went-home' | 'offered-exit' | 'stayed';

export interface BackContext {
  /** True when the current route is the home page. */
  atHome: boolean;
  /** True when there is an in-app page to go back to. */
  canGoBack: boolean;
  goBack: () => void;
  goHome: () => void;
  /**
   * Asks whether to leave the app; only where the app can close itself (an installed TV app).
   * Without it Back on the home page does nothing, as in a browser tab.
   */
  offerExit?: () => void;
}

export class BackStack {
  private layers: Layer[] = [];
  private readonly listeners = new Set<() => void>();

  push(layer: Layer): void {
    this.layers = [...this.layers.filter((l) => l.id !== layer.id), layer];
    this.emit();
  }

  remove(id: string): Layer | undefined {
    const found = this.layers.find((l) => l.id === id);
    if (found) {
      this.layers = this.layers.filter((l) => l.id !== id);
      this.emit();
    }
    return found;
  }

  top(): Layer | undefined {
    return this.layers[this.layers.length - 1];
  }

  size(): number {
    return this.layers.length;
  }

  /** The ids of the layers, oldest first. */
  ids(): string[] {
    return this.layers.map((l) => l.id);
  }

  has(id: string): boolean {
    return this.layers.some((l) => l.id === id);
  }

  /**
   * What Back does now: close the top layer, else go back a page, else home; on home, offer to
   * leave the app where it can close itself, else stay put.
   */
  handleBack(context: BackContext): BackOutcome {
    const top = this.top();
    if (top) {
      top.close();
      return 'closed-layer';
    }
    if (context.atHome) {
      if (!context.offerExit) return 'stayed';
      context.offerExit();
      return 'offered-exit';
    }
    if (context.canGoBack) {
      context.goBack();
      return 'navigated-back';
    }
    context.goHome();
    return 'went-home';
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The app's one stack. */
export const backStack = new BackStack();
