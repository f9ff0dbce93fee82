import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';

/**
 * Blog entries get a kids flag (1: listed on a kids profile). Entries about giving, money or
 * running an account are for grown-ups; the demo seed's ones are marked here for customers seeded
 * before the flag existed (a fresh seed writes the flag itself, see seed/blogs.ts blogForKids).
 */
export const GROWN_UP_BLOG_IDS = ['faq01', 'faq02', 'faq05', 'faq07', 'faq08', 'faq10', 'about03'] as const;

/** Marks the demo seed's grown-up entries of every customer as not for kids. */
export async function markGrownUpBlogs(db: QueryExecutorProvider): Promise<void> {
  await sql`update blogs set kids = 0 where id in (${sql.join([...GROWN_UP_BLOG_IDS])})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('kids', 'integer', (c) => c.notNull().defaultTo(sql`1`))
    .execute();
  await markGrownUpBlogs(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blogs').dropColumn('kids').execute();
}
