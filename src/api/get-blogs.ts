import { BlogsAnswer } from '../../contract/answers';
import { apiRequest } from './client';
import { parser } from './schemas';

export interface BlogEntry {
  id: string;
  title: string;
  /** Rich text as the server sent it: sanitise before drawing it. */
  richTextData: string;
}

/** GET /blogs?tags[]=: blog entries with any of the tags (FAQ: faq, about-us-faq). */
export async function getBlogs(tags: string[], signal?: AbortSignal): Promise<BlogEntry[]> {
  const query = tags.map((tag) => `tags[]=${encodeURIComponent(tag)}`).join('&');
  return apiRequest(`/blogs?${query}`, {
    signal,
    parse: parser(BlogsAnswer, (answer) =>
      answer.items
        .map((entry, index) => ({
          id: entry.id || `blog-${index}`,
          title: entry.languages[0]?.title ?? '',
          richTextData: entry.languages[0]?.richTextData ?? '',
        }))
        .filter((entry) => entry.title),
    ),
  });
}
