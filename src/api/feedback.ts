import * as v from 'valibot';
import { parseWith } from './auth-schemas';
import { apiRequest } from './client';
import { OptionalItem } from './shares';

const FeedbackSchema = v.looseObject({
  id: v.string(),
  videoId: v.optional(v.nullable(v.string()), null),
  programName: v.optional(v.string(), ''),
  episodeName: v.optional(v.string(), ''),
  rating: v.optional(v.nullable(v.number()), null),
  message: v.optional(v.string(), ''),
  created_at: v.optional(v.string(), ''),
  item: OptionalItem,
});
export type Feedback = v.InferOutput<typeof FeedbackSchema>;

export const parseFeedbackList = parseWith(v.looseObject({ items: v.array(FeedbackSchema), total: v.optional(v.number(), 0) }));

/** GET /feedback: what the signed-in viewer told us, newest first. */
export async function getMyFeedback(signal?: AbortSignal): Promise<Feedback[]> {
  return (await apiRequest('/feedback', { signal, auth: 'user', parse: parseFeedbackList })).items;
}
