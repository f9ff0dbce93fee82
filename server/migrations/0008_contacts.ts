import type { Kysely } from 'kysely';

/**
 * The contact form's CRM (its gateway, kept by our server): contacts, one per
 * customer and e-mail, and the messages people send ('contact us' interactions), each associated
 * with its contact once the flow's last step (or POST /contactus) links them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    /** The e-mail as compared: trimmed and lower-case. */
    .addColumn('email_lc', 'varchar(320)', (c) => c.notNull())
    .addColumn('firstname', 'varchar(100)', (c) => c.notNull())
    .addColumn('lastname', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('country', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contacts_email_idx').on('contacts').columns(['customer_id', 'email_lc']).unique().execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
    /** Null until the association step links the message to its contact. */
    .addColumn('contact_id', 'varchar(36)')
    .addColumn('interaction_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('user_interaction_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('message_content', 'text', (c) => c.notNull())
    .addColumn('country', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_contact_idx').on('contact_messages').columns(['customer_id', 'contact_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'contacts']) await db.schema.dropTable(table).ifExists().execute();
}
