import * as z from 'zod/mini';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { OptionalItem } from './shares';

const FeedbackSchema = z.looseObject({
  id: z.string(),
  videoId: z._default(z.nullable(z.string()), null),
  programName: z._default(z.string(), ''),
  episodeName: z._default(z.string(), ''),
  rating: z._default(z.nullable(z.number()), null),
  message: z._default(z.string(), ''),
  created_at: z._default(z.string(), ''),
  item: OptionalItem,
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const parseFeedbackList = parseWith(z.looseObject({ items: z.array(FeedbackSchema), total: z._default(z.number(), 0) }));

/** GET /feedback: what the signed-in viewer told us, newest first. */
export async function getMyFeedback(signal?: AbortSignal): Promise<Feedback[]> {
  return (await apiRequest('/feedback', { signal, auth: 'user', parse: parseFeedbackList })).items;
}
