import { apiRequest } from './client';

/**
 * POST /analytics/events `{ event, value }` (e.g. a search key). Fire and forget:
 * it never waits on anything, and a failure (an old server answering 404, no network) is silent.
 */
export function sendAnalyticsEvent(event: string, value: string): void {
  apiRequest('/analytics/events', { method: 'POST', body: { event, value }, auth: 'none', profile: false, keepalive: true }).catch(() => undefined);
}
