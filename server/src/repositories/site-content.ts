import type { Db } from '../db/database.js';
import type { PlanKind } from '../../../contract/studio-site.js';

export interface BlogRow {
  id: string;
  /** The entry as GET /api/blogs answers it (JSON). */
  data: string;
  kids: number;
}
export interface PackageWrite {
  name: string;
  description: string;
  price_cents: number;
  currency: string;
  period_days: number;
  kind: PlanKind;
  position: number;
}

/** The rows the studio's site pages read and write (studio/site.ts): blog entries by tag, plans, and which ids the catalogue has. */
export function createSiteContentRepository(db: Db) {
  return {
    /** The entries carrying `tag`, in their set order. */
    blogsTagged(customerId: string, tag: string): Promise<BlogRow[]> {
      return db
        .selectFrom('blogs as b')
        .innerJoin('blog_tags as t', (join) => join.onRef('t.customer_id', '=', 'b.customer_id').onRef('t.blog_id', '=', 'b.id'))
        .select(['b.id', 'b.data', 'b.kids'])
        .where('b.customer_id', '=', customerId)
        .where('t.tag', '=', tag)
        .orderBy('b.position')
        .orderBy('b.id')
        .execute();
    },

    async updateBlog(customerId: string, id: string, row: Partial<{ position: number; data: string; kids: number }>): Promise<void> {
      await db.updateTable('blogs').set(row).where('customer_id', '=', customerId).where('id', '=', id).execute();
    },

    async insertBlog(customerId: string, id: string, tag: string, row: { position: number; data: string; kids: number }): Promise<void> {
      await db
        .insertInto('blogs')
        .values({ customer_id: customerId, id, ...row })
        .execute();
      await db.insertInto('blog_tags').values({ customer_id: customerId, blog_id: id, tag }).execute();
    },

    async untagBlog(customerId: string, id: string, tag: string): Promise<void> {
      await db.deleteFrom('blog_tags').where('customer_id', '=', customerId).where('blog_id', '=', id).where('tag', '=', tag).execute();
    },

    async deleteBlog(customerId: string, id: string): Promise<void> {
      await db.deleteFrom('blog_tags').where('customer_id', '=', customerId).where('blog_id', '=', id).execute();
      await db.deleteFrom('blogs').where('customer_id', '=', customerId).where('id', '=', id).execute();
    },

    /** Every plan, active or not (a subscription may still name one taken off the list). */
    allPackages(customerId: string): Promise<Array<{ id: string; active: number }>> {
      return db.selectFrom('packages').select(['id', 'active']).where('customer_id', '=', customerId).execute();
    },

    /** The plans viewers are offered, in order. */
    activePackages(customerId: string) {
      return db
        .selectFrom('packages')
        .select(['id', 'name', 'description', 'price_cents', 'currency', 'period_days', 'kind'])
        .where('customer_id', '=', customerId)
        .where('active', '=', 1)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async updatePackage(customerId: string, id: string, row: PackageWrite): Promise<void> {
      await db
        .updateTable('packages')
        .set({ ...row, active: 1 })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .execute();
    },

    async insertPackage(customerId: string, id: string, row: PackageWrite, createdAt: number): Promise<void> {
      await db
        .insertInto('packages')
        .values({ customer_id: customerId, id, ...row, active: 1, created_at: createdAt })
        .execute();
    },

    async deactivatePackages(customerId: string, ids: string[]): Promise<void> {
      if (ids.length > 0) await db.updateTable('packages').set({ active: 0 }).where('customer_id', '=', customerId).where('id', 'in', ids).execute();
    },
  };
}
export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
