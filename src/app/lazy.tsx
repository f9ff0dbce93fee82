import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../lib/chunk';

/** Layers whose code failed to arrive: each re-arms its download when the viewer tries again. */
const failed = new Set<() => void>();

/**
 * A component whose code loads the first time it is drawn (React.lazy). React keeps a failed
 * download for good, so a failed one is swapped for a fresh lazy component, but only when the
 * viewer asks (retryFailedLayers): re-arming by itself would retry in a loop while offline.
 */
export function lazyLayer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = () =>
    lazy(async () => {
      try {
        return { default: await loadChunk(load) };
      } catch (error) {
        failed.add(rearm);
        throw error;
      }
    });
  let Current = make();
  function rearm() {
    Current = make();
  }
  return function LazyLayer(props: P) {
    return <Current {...props} />;
  };
}

/** Lets every layer whose code failed to download try again the next time it is drawn. */
export function retryFailedLayers(): void {
  for (const rearm of failed) rearm();
  failed.clear();
}

/**
 * Layers that open on demand over any page: their code loads the first time one opens, not with
 * home. Render them inside a Suspense boundary and a LayerBoundary.
 */
export const DetailModal = lazyLayer(() => import('../features/detail-modal/DetailModal').then((m) => m.DetailModal));
export const ShareDialog = lazyLayer(() => import('../features/share/ShareDialog').then((m) => m.ShareDialog));
export const LoginPopup = lazyLayer(() => import('../features/auth/LoginPopup').then((m) => m.LoginPopup));
export const KidsLockGate = lazyLayer(() => import('../features/profiles/KidsLockDialog').then((m) => m.KidsLockGate));
export const SignOutDialog = lazyLayer(() => import('../features/account/SignOutDialog').then((m) => m.SignOutDialog));
export const SubscriptionPopup = lazyLayer(() => import('../features/packages/SubscriptionPopup').then((m) => m.SubscriptionPopup));
export const PhoneQrModal = lazyLayer(() => import('../components/PhoneQrModal').then((m) => m.PhoneQrModal));
export const ExitDialog = lazyLayer(() => import('./ExitDialog').then((m) => m.ExitDialog));
