import { lazy } from 'react';

/**
 * Layers that open on demand over any page: their code loads the first time one opens, not with
 * home. Render them inside a Suspense boundary.
 */
export const DetailModal = lazy(() => import('../features/detail/DetailModal').then((m) => ({ default: m.DetailModal })));
export const ShareDialog = lazy(() => import('../features/share/ShareDialog').then((m) => ({ default: m.ShareDialog })));
export const LoginPopup = lazy(() => import('../features/auth/LoginPopup').then((m) => ({ default: m.LoginPopup })));
export const KidsLockGate = lazy(() => import('../features/profiles/KidsLockDialog').then((m) => ({ default: m.KidsLockGate })));
export const SubscriptionPopup = lazy(() => import('../features/packages/SubscriptionPopup').then((m) => ({ default: m.SubscriptionPopup })));
