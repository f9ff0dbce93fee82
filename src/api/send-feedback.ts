import { apiRequest } from './client';

/** The feedback payload. */
export interface FeedbackPayload {
  email: string;
  firstname: string;
  lastname: string;
  message: string;
  programName: string;
  episodeName: string;
  rating: number | null;
  videoId: string;
}

/** POST /feedback with the user token: answers the server's message ('Thank you for sharing your thoughts!'). */
export async function sendFeedback(payload: FeedbackPayload): Promise<string> {
  const response = await apiRequest<{ message?: unknown }>('/feedback', { method: 'POST', auth: 'user', body: payload });
  return typeof response.message === 'string' && response.message ? response.message : 'Thank you for sharing your thoughts!';
}
