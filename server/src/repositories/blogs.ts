import type { Db } from '../db/database.js';

export function createBlogRepository(db: Db) {
  return {
    /** Blog entries carrying any of the tags, in their set order; JSON text as stored. kidsOnly: those for kids. */
    async byTags(customerId: string, tags: string[], kidsOnly = false): Promise<string[]> {
      if (tags.length === 0) return [];
      const rows = await db
        .selectFrom('blogs as b')
        .select(['b.data'])
        .where('b.customer_id', '=', customerId)
        .$if(kidsOnly, (qb) => qb.where('b.kids', '=', 1))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('blog_tags as t')
              .select('t.blog_id')
              .whereRef('t.customer_id', '=', 'b.customer_id')
              .whereRef('t.blog_id', '=', 'b.id')
              .where('t.tag', 'in', tags),
          ),
        )
        .orderBy('b.position')
        .execute();
      return rows.map((r) => r.data);
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
