import type { Kysely } from 'kysely';
import { DEFAULT_FOOTER_COUNTRIES, DEFAULT_SHARE_DONATE_BANNER, FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY } from '../../contract/site-content.js';

/**
 * The site's own words the studio edits and the viewer app used to carry in its code: the footer's
 * legal text and support phone by country, and the share/donate banner, now keys of the global
 * configuration (contract/site-content.ts). Customers seeded before this get the demo's words here
 * (a fresh seed writes them itself), so an old database shows what it showed before; a key already
 * there is left as it is. FAQ, blog entries and plans already have their tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = db as Kysely<Tables>;
  const values = { [FOOTER_COUNTRIES_KEY]: JSON.stringify(DEFAULT_FOOTER_COUNTRIES), [SHARE_DONATE_BANNER_KEY]: JSON.stringify(DEFAULT_SHARE_DONATE_BANNER) };
  for (const { id } of await rows.selectFrom('customers').select('id').execute()) {
    const present = new Set(
      (await rows.selectFrom('app_config').select('key').where('customer_id', '=', id).where('key', 'in', Object.keys(values)).execute()).map((r) => r.key),
    );
    const missing = Object.entries(values).filter(([key]) => !present.has(key));
    if (missing.length > 0)
      await rows
        .insertInto('app_config')
        .values(missing.map(([key, value]) => ({ customer_id: id, key, value })))
        .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<Tables>).deleteFrom('app_config').where('key', 'in', [FOOTER_COUNTRIES_KEY, SHARE_DONATE_BANNER_KEY]).execute();
}

/** The tables this migration writes to, as they stand at this point in the schema's history. */
interface Tables {
  customers: { id: string };
  app_config: { customer_id: string; key: string; value: string };
}
