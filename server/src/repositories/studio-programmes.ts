import type { Db } from '../db/database.js';
import type { StudioProgrammesTable } from '../db/schema.js';

export type StudioProgrammeRow = StudioProgrammesTable;

/** The studio's programmes. Every change names the version it read, so two editors cannot overwrite each other. */
export function createStudioProgrammeRepository(db: Db) {
  return {
    async list(customerId: string): Promise<StudioProgrammeRow[]> {
      return db.selectFrom('studio_programmes').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('id').execute();
    },

    async get(customerId: string, id: string): Promise<StudioProgrammeRow | undefined> {
      return db.selectFrom('studio_programmes').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
    },

    async children(customerId: string, parentId: string): Promise<StudioProgrammeRow[]> {
      return db.selectFrom('studio_programmes').selectAll().where('customer_id', '=', customerId).where('parent_id', '=', parentId).execute();
    },

    async insert(row: StudioProgrammeRow): Promise<void> {
      await db.insertInto('studio_programmes').values(row).execute();
    },

    /** Applies `changes` and bumps the version when the row is still at `version`; false when someone saved first. */
    async update(
      customerId: string,
      id: string,
      version: number,
      changes: Partial<Pick<StudioProgrammeRow, 'fields' | 'kind' | 'parent_id' | 'status' | 'publish_at' | 'updated_at' | 'updated_by'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('studio_programmes')
        .set({ ...changes, version: version + 1 })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(customerId: string, id: string, version: number): Promise<boolean> {
      const result = await db
        .deleteFrom('studio_programmes')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** The fields of every customer's programmes that play a made film (the sweep of made streams keeps those). */
    async fieldsWithMadeFilms(): Promise<string[]> {
      const rows = await db.selectFrom('studio_programmes').select('fields').where('fields', 'like', '%"stream":"media:%').execute();
      return rows.map((row) => row.fields);
    },

    /** Scheduled programmes whose time has come, of every customer. */
    async due(at: number): Promise<StudioProgrammeRow[]> {
      return db.selectFrom('studio_programmes').selectAll().where('status', '=', 'scheduled').where('publish_at', '<=', at).execute();
    },
  };
}
export type StudioProgrammeRepository = ReturnType<typeof createStudioProgrammeRepository>;
