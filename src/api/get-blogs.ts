import * as v from 'valibot';
import { apiRequest } from './client';

export interface BlogEntry {
  id: string;
  title: string;
  /** Rich text as the server sent it: sanitise before drawing it. */
  richTextData: string;
}

const BlogsSchema = v.looseObject({
  items: v.array(
    v.looseObject({
      id: v.optional(v.string(), ''),
      languages: v.array(v.looseObject({ title: v.optional(v.string(), ''), richTextData: v.optional(v.string(), '') })),
    }),
  ),
});

/** GET /blogs?tags[]=: blog entries with any of the tags (FAQ: faq, about-us-faq). */
export async function getBlogs(tags: string[], signal?: AbortSignal): Promise<BlogEntry[]> {
  const query = tags.map((tag) => `tags[]=${encodeURIComponent(tag)}`).join('&');
  return apiRequest(`/blogs?${query}`, {
    signal,
    parse: (value) => {
      const parsed = v.safeParse(BlogsSchema, value);
      if (!parsed.success) throw new Error('unexpected blogs answer');
      return parsed.output.items
        .map((entry, index) => ({
          id: entry.id || `blog-${index}`,
          title: entry.languages[0]?.title ?? '',
          richTextData: entry.languages[0]?.richTextData ?? '',
        }))
        .filter((entry) => entry.title);
    },
  });
}
