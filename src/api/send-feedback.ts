import { t } from '@lingui/core/macro';
import type { FeedbackPayload } from '../../contract/requests';
import { apiRequest } from './client';

export type { FeedbackPayload };

/** POST /feedback with the user token: answers the server's message ('Thank you for sharing your thoughts!'). */
export async function sendFeedback(payload: FeedbackPayload): Promise<string> {
  const response = await apiRequest<{ message?: unknown }>('/feedback', { method: 'POST', auth: 'user', body: payload });
  return typeof response.message === 'string' && response.message ? response.message : t`Thank you for sharing your thoughts!`;
}
