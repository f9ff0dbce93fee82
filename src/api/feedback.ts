import { FeedbackListAnswer, type Feedback } from '../../contract/answers';
import { apiRequest } from './client';
import { parser } from './schemas';

export type { Feedback };
export const parseFeedbackList = parser(FeedbackListAnswer);

/** GET /feedback: what the signed-in viewer told us, newest first. */
export async function getMyFeedback(signal?: AbortSignal): Promise<Feedback[]> {
  return (await apiRequest('/feedback', { signal, auth: 'user', parse: parseFeedbackList })).items;
}
