import * as z from 'zod/mini';
import { apiRequest } from './client';

z.config({ jitless: true });

export interface BlogEntry {
  id: string;
  title: string;
  /** Rich text as the server sent it: sanitise before drawing it. */
  richTextData: string;
}

const BlogsSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z._default(z.string(), ''),
      languages: z.array(z.looseObject({ title: z._default(z.string(), ''), richTextData: z._default(z.string(), '') })),
    }),
  ),
});

/** GET /blogs?tags[]=: blog entries with any of the tags (FAQ: faq, about-us-faq). */
export async function getBlogs(tags: string[], signal?: AbortSignal): Promise<BlogEntry[]> {
  const query = tags.map((tag) => `tags[]=${encodeURIComponent(tag)}`).join('&');
  return apiRequest(`/blogs?${query}`, {
    signal,
    parse: (value) => {
      const parsed = BlogsSchema.safeParse(value);
      if (!parsed.success) throw new Error('unexpected blogs answer');
      return parsed.data.items
        .map((entry, index) => ({
          id: entry.id || `blog-${index}`,
          title: entry.languages[0]?.title ?? '',
          richTextData: entry.languages[0]?.richTextData ?? '',
        }))
        .filter((entry) => entry.title);
    },
  });
}
